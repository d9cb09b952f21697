/**
 * The store's file library (Get Store Downloadables, docs/zid-api.md §8.17; unconfirmed): files a
 * merchant uploaded once to attach to digital products, named in Arabic or English.
 */
import { isoAt } from '../core/dates';
import type { Rng } from '../core/random';
import type { LibraryFileRecord } from '../db';

const DAY = 86_400_000;
const NAMES: ReadonlyArray<readonly [string, string]> = [
	['دليل المقاسات', 'pdf'],
	['كتاب وصفات القهوة', 'pdf'],
	['شروط الضمان', 'pdf'],
	['Catalogue 2026', 'pdf'],
	['Perfume guide', 'pdf'],
	['Oud care guide', 'pdf'],
	['قائمة الأسعار', 'xlsx'],
	['Price list', 'xlsx'],
	['دورة التصوير', 'zip'],
	['Photo presets', 'zip'],
	['Brand logo', 'png'],
	['بطاقة إهداء', 'png'],
];
const TYPES: Record<string, string> = {
	pdf: 'application/pdf',
	xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
	zip: 'application/zip',
	png: 'image/png',
};

export function seedLibraryFiles(rng: Rng, count: number, anchor: number): LibraryFileRecord[] {
	const files: LibraryFileRecord[] = [];
	for (let n = 0; n < count; n++) {
		const [name, extension] = rng.pick(NAMES);
		const id = rng.uuid();
		const edition = n < NAMES.length ? '' : ` ${rng.int(2, 9)}`;
		files.push({
			id,
			key: `store/downloadables-library/${id}.${extension}`,
			display_name: `${name}${edition}`,
			file_name: `${rng.alphanumeric(8).toLowerCase()}.${extension}`,
			content_type: TYPES[extension],
			size: rng.int(20_000, 9_000_000),
			created_at: isoAt(anchor - rng.int(1, 400) * DAY - rng.int(0, DAY - 1)),
		});
	}
	return files;
}
