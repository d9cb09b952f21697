import { randomBytes } from 'crypto';
import type { IDataObject } from 'n8n-workflow';

/** A file part of a multipart body. */
export interface FilePart {
	data: Buffer;
	fileName: string;
	mimeType: string;
}

type Scalar = string | number | boolean;

/** Flattens nested objects/arrays into the bracket keys Zid's form endpoints read: `name[ar]`, `products[0][id]`. */
export function flattenForm(
	value: unknown,
	prefix = '',
	out: Array<[string, Scalar]> = [],
): Array<[string, Scalar]> {
	if (value === undefined || value === null) return out;
	if (Array.isArray(value)) {
		value.forEach((entry, index) => flattenForm(entry, `${prefix}[${index}]`, out));
	} else if (typeof value === 'object' && !Buffer.isBuffer(value)) {
		for (const [key, entry] of Object.entries(value as IDataObject)) {
			flattenForm(entry, prefix ? `${prefix}[${key}]` : key, out);
		}
	} else if (typeof value === 'boolean') {
		// Zid's form endpoints read booleans as "1"/"0".
		out.push([prefix, value ? '1' : '0']);
	} else {
		out.push([prefix, value as Scalar]);
	}
	return out;
}

export function toFormUrlEncoded(body: IDataObject): string {
	const params = new URLSearchParams();
	for (const [key, value] of flattenForm(body)) params.append(key, String(value));
	return params.toString();
}

/** Builds a multipart/form-data body by hand (n8n's request helper accepts a Buffer as it is). */
export function toMultipart(
	body: IDataObject,
	files: Record<string, FilePart> = {},
): { data: Buffer; contentType: string } {
	const boundary = `----zid${randomBytes(12).toString('hex')}`;
	const chunks: Buffer[] = [];
	const quote = (text: string) => text.replace(/"/g, '%22').replace(/\r|\n/g, ' ');
	for (const [key, value] of flattenForm(body)) {
		chunks.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${quote(key)}"\r\n\r\n${String(value)}\r\n`,
			),
		);
	}
	for (const [key, file] of Object.entries(files)) {
		chunks.push(
			Buffer.from(
				`--${boundary}\r\nContent-Disposition: form-data; name="${quote(key)}"; filename="${quote(file.fileName)}"\r\nContent-Type: ${file.mimeType}\r\n\r\n`,
			),
		);
		chunks.push(file.data, Buffer.from('\r\n'));
	}
	chunks.push(Buffer.from(`--${boundary}--\r\n`));
	return { data: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
