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

/** Image formats a store shows (docs/zid-api.md §8.11); Zid states no size limit. */
export const PRODUCT_IMAGE_RULE: FileRule = {
	types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
};

/** The file's type under `rule`, from its name ending (lower case) and the type it was declared with; refused when Zid would refuse it. */
function fileType(
	check: InputChecker,
	field: string,
	extension: string,
	declared: string | undefined,
	rule: FileRule,
): string {
	if (rule.extensions && !rule.extensions.includes(extension)) {
		check.fail(
			field,
			`the file ${extension ? `is .${extension}` : 'has no name ending'}; Zid accepts ${rule.extensions.map((e) => `.${e}`).join(', ')}`,
		);
	}
	const mimeType = (
		(rule.extensions && EXTENSION_TYPES[extension]) ||
		declared ||
		EXTENSION_TYPES[extension] ||
		''
	).toLowerCase();
	if (rule.types && !rule.types.includes(mimeType)) {
		check.fail(
			field,
			`the file is ${mimeType ? `of type ${mimeType}` : 'of an unknown type'}; Zid accepts ${rule.types.join(', ')}`,
		);
	}
	return mimeType;
}

function checkSize(check: InputChecker, field: string, data: Buffer, rule: FileRule): void {
	if (data.length === 0) check.fail(field, 'the file is empty');
	if (rule.maxBytes !== undefined && data.length > rule.maxBytes)
		check.fail(
			field,
			`the file is ${formatSize(data.length)}; Zid accepts at most ${formatSize(rule.maxBytes)}`,
		);
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
	const mimeType = fileType(check, field, extension, binary.mimeType, rule);
	const data = await ctx.helpers.getBinaryDataBuffer(itemIndex, name);
	checkSize(check, field, data, rule);
	const fileName = binary.fileName || `${name}.${extension || mimeType.split('/')[1] || 'bin'}`;
	return { data, fileName, mimeType: mimeType || 'application/octet-stream' };
}

/** A file that did not come with the input item (downloaded from a URL), checked as an input file is. */
export function checkedFile(
	check: InputChecker,
	field: string,
	file: FilePart,
	rule: FileRule,
): FilePart {
	const extension = file.fileName.includes('.')
		? (file.fileName.split('.').pop() ?? '').toLowerCase()
		: '';
	const mimeType = fileType(check, field, extension, file.mimeType, rule);
	checkSize(check, field, file.data, rule);
	return { ...file, mimeType: mimeType || 'application/octet-stream' };
}
