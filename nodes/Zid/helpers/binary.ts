import type { IExecuteFunctions } from 'n8n-workflow';
import type { FilePart } from '../../shared/transport';
import { InputChecker } from './validate';

export interface FileRule {
	/** MIME types accepted, lower case (e.g. `image/png`); any type when absent. */
	types?: readonly string[];
	/** Largest file accepted; no limit when Zid states none. */
	maxBytes?: number;
	/**
	 * File name endings accepted (`csv`, `xlsx`). When set, the ending decides: spreadsheets often
	 * arrive as application/octet-stream or application/vnd.ms-excel whatever they hold.
	 */
	extensions?: readonly string[];
}

const EXTENSION_TYPES: Record<string, string> = {
	bmp: 'image/bmp',
	csv: 'text/csv',
	gif: 'image/gif',
	jpeg: 'image/jpeg',
	jpg: 'image/jpeg',
	pdf: 'application/pdf',
	png: 'image/png',
	webp: 'image/webp',
	xls: 'application/vnd.ms-excel',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** "5.00 MB (5,242,881 bytes)", "2 KB (2,048 bytes)": a file size as the input checks word it. */
export function formatSize(bytes: number): string {
	const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
	return `${Number.isInteger(value) ? value : value.toFixed(2)} ${unit} (${bytes.toLocaleString('en-US')} bytes)`;
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
	if (rule.extensions && !rule.extensions.includes(extension)) {
		check.fail(field, `the file ${extension ? `is .${extension}` : 'has no name ending'}; Zid accepts ${rule.extensions.map((e) => `.${e}`).join(', ')}`);
	}
	const mimeType = ((rule.extensions && EXTENSION_TYPES[extension]) || binary.mimeType || EXTENSION_TYPES[extension] || '').toLowerCase();
	if (rule.types && !rule.types.includes(mimeType)) {
		check.fail(field, `the file is ${mimeType ? `of type ${mimeType}` : 'of an unknown type'}; Zid accepts ${rule.types.join(', ')}`);
	}
	const data = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
	if (data.length === 0) check.fail(field, 'the file is empty');
	if (rule.maxBytes !== undefined && data.length > rule.maxBytes) check.fail(field, `the file is ${formatSize(data.length)}; Zid accepts at most ${formatSize(rule.maxBytes)}`);
	const fileName = binary.fileName || `${name}.${extension || mimeType.split('/')[1] || 'bin'}`;
	return { data, fileName, mimeType: mimeType || 'application/octet-stream' };
}
