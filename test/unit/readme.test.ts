import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withTable } from '../../scripts/readme-table';

test("README's operations table matches the node (run `npx tsx scripts/readme-table.ts --write`)", () => {
	const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
	expect(readme).toBe(withTable(readme));
});

test('the README shows the two commands', () => {
	const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
	expect(readme).toContain('npm run dev');
	expect(readme).toContain('npm test');
});
