import type { IDataObject } from 'n8n-workflow';

/**
 * A write's result read back after it went through (the stock after a bulk update, a balance after
 * an adjustment). When that read fails the write still happened: its own answer comes back with a
 * `note` saying what was not read, so the item neither looks failed nor invites a repeat of the write.
 */
export async function readBack(
	written: IDataObject,
	done: string,
	read: () => Promise<IDataObject | IDataObject[]>,
): Promise<IDataObject | IDataObject[]> {
	try {
		return await read();
	} catch (error) {
		return {
			...written,
			note: `${done}, but the result could not be read back: ${(error as Error).message}`,
		};
	}
}
