/** examples/*.json: the workflows shipped for users, and the credentials they refer to. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './runtime';

/** Credential ids and names the examples refer to (`npm run dev` imports credentials under these). */
export const EXAMPLE_CREDENTIALS = {
	oauth2: { id: 'zidSandboxOAuth', name: 'Zid sandbox (OAuth2)' },
	token: { id: 'zidSandboxToken', name: 'Zid sandbox (token)' },
};

/** The address the examples hold; replaced by the sandbox's when imported for local use. */
export const PUBLIC_API = 'https://api.zid.sa/v1';

export interface ExampleWorkflow {
	id: string;
	name: string;
	nodes: Array<{ name: string; type: string }>;
	connections: Record<string, unknown>;
}

/** Example workflows as stored in examples/, pointed at `apiBaseUrl` instead of api.zid.sa. */
export function loadExamples(
	apiBaseUrl = PUBLIC_API,
): Array<{ file: string; workflow: ExampleWorkflow }> {
	const dir = join(ROOT, 'examples');
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json'))
		.sort()
		.map((file) => ({
			file,
			workflow: JSON.parse(
				readFileSync(join(dir, file), 'utf8').split(PUBLIC_API).join(apiBaseUrl),
			) as ExampleWorkflow,
		}));
}
