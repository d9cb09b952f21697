/** Plain-text tables for the terminal and for RESULTS.md (Markdown pipes). */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
	const cells = [headers, ...rows.map((row) => row.map(String))];
	const widths = headers.map((_, c) => Math.max(...cells.map((row) => (row[c] ?? '').length)));
	const line = (row: string[]) =>
		`| ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]) : cell.padStart(widths[c]))).join(' | ')} |`;
	return [
		line(cells[0]),
		`|${widths.map((w, c) => (c === 0 ? `${'-'.repeat(w + 1)}-` : `-${'-'.repeat(w)}:`)).join('|')}|`,
		...cells.slice(1).map(line),
	].join('\n');
}
