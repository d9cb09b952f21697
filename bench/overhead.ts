export async function overheadSection(): Promise<{ text: string; ok: boolean }> {
	return { text: 'overhead: todo', ok: true };
}
