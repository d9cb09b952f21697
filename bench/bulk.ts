export async function bulkSection(): Promise<{ text: string; ok: boolean }> {
	return { text: 'bulk: todo', ok: true };
}
