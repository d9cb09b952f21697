// Runs on n8n's own Node 24 (node:sqlite built in) with n8n's copy of `flatted`:
// prints, for the newest execution of a workflow in an n8n user folder, its status and the
// ids (or a count) of the items each node produced. `n8n execute --rawOutput` cannot carry
// 20,000 items: n8n exits before its logger has written them all.
// Usage: node read-execution.cjs <n8n node_modules> <database.sqlite> <workflowId> <idField>
const [, , nodeModules, dbFile, workflowId, idField = 'id'] = process.argv;
const { DatabaseSync } = require('node:sqlite');
const flatted = require(require.resolve('flatted', { paths: [nodeModules] }));
const db = new DatabaseSync(dbFile, { readOnly: true });
const row = db
	.prepare(
		`SELECT e.id, e.status, e.startedAt, e.stoppedAt, d.data FROM execution_entity e JOIN execution_data d ON d.executionId = e.id
		 WHERE e.workflowId = ? ORDER BY e.id DESC LIMIT 1`,
	)
	.get(workflowId);
if (!row) {
	process.stdout.write(JSON.stringify({ found: false }));
	process.exit(0);
}
const data = flatted.parse(row.data);
const nodes = {};
for (const [name, runs] of Object.entries(data.resultData.runData ?? {})) {
	const last = runs[runs.length - 1];
	const items = (last.data?.main?.[0] ?? []).map((item) => item.json);
	nodes[name] = {
		items: items.length,
		ids: items.map((json) => (json && json[idField] !== undefined ? json[idField] : null)),
		error: last.error
			? { message: last.error.message, description: last.error.description }
			: undefined,
		executionTime: last.executionTime,
		jsonBytes: Buffer.byteLength(JSON.stringify(items)),
	};
}
const error = data.resultData.error;
process.stdout.write(
	JSON.stringify({
		found: true,
		id: row.id,
		status: row.status,
		error: error
			? { message: error.message, description: error.description, node: error.node?.name }
			: undefined,
		nodes,
	}),
);
