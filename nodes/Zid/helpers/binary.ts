import type { IExecuteFunctions } from 'n8n-workflow';
import type { FilePart } from '../transport';
import { InputChecker } from './validate';

export interface FileRule {
	/** MIME types accepted, lower case (e.g. `image/png`). */
	types: readonly string[];
	maxBytes: number;
}

const EXTENSION_TYPES: Record<string, string> = {
	bmp: 'image/bmp',
	gif: 'image/gif',
	jpeg: 'image/jpeg',
	jpg: 'image/jpeg',
	pdf: 'application/pdf',
	png: 'image/png',
	webp: 'image/webp',
};

function size(bytes: number): string {
	const mb = bytes / (1024 * 1024);
	return `${Number.isInteger(mb) ? mb : mb.toFixed(2)} MB (${bytes.toLocaleString('en-US')} bytes)`;
}

/**
 * Reads a binary property of an input item as a multipart file part, checking its type and size
 * first, so a file Zid would refuse never costs a request.
 */
export async function readBinaryFile(
	ctx: IExecuteFunctions,
	itemIndex: number,
	field: string,
	property: string,
	rule: FileRule,
): Promise<FilePart> {
	const check = InputChecker.for(ctx, itemIndex);
	const name = check.text(field, property, { max: 200 });
	const binary = ctx.helpers.assertBinaryData(itemIndex, name);
	const extension = (binary.fileExtension ?? binary.fileName?.split('.').pop() ?? '').toLowerCase();
	const mimeType = (binary.mimeType || EXTENSION_TYPES[extension] || '').toLowerCase();
	if (!rule.types.includes(mimeType)) {
		check.fail(field, `the file is ${mimeType ? `of type ${mimeType}` : 'of an unknown type'}; Zid accepts ${rule.types.join(', ')}`);
	}
	const data = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
	if (data.length === 0) check.fail(field, 'the file is empty');
	if (data.length > rule.maxBytes) check.fail(field, `the file is ${size(data.length)}; Zid accepts at most ${size(rule.maxBytes)}`);
	const fileName = binary.fileName || `${name}.${extension || mimeType.split('/')[1] || 'bin'}`;
	return { data, fileName, mimeType };
}
