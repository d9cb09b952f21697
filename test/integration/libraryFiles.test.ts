/**
 * The store's file library (Get Store Downloadables, docs/zid-api.md §8.17; unconfirmed): its
 * `search` is an inferred name, so it is trusted only where the files show the text or the counts
 * prove Zid applied it. Generated searches through the node in both sandbox modes; a search the
 * server drops (list fault `ignoreFilters`) stops the item naming it, and the file picker lists
 * only files that show the text. A failing case prints its seed.
 */
import { NodeOperationError } from 'n8n-workflow';
import type { LibraryFileRecord } from '../../sandbox';
import { searchStoreDownloadables } from '../../nodes/Zid/methods/listSearch';
import { pick, seeded } from '../helpers/random';
import { dropdownContext } from '../helpers/requests';
import { failureOf, jsonOf, useHarness, type Harness } from '../helpers/zid';

const live = useHarness({ mode: 'live' });
const contract = useHarness({ mode: 'contract' });
const MODES: Array<[string, Harness]> = [
	['live', live],
	['contract', contract],
];
const PATH = '^/downloadables-library/?$';

const shows = (f: LibraryFileRecord, term: string) =>
	[f.display_name, f.file_name].some((t) => t.toLowerCase().includes(term.toLowerCase()));

/** A piece of a file's display name: a word's first letters, Arabic or English. */
function termOf(random: () => number, files: LibraryFileRecord[]): string {
	const word = pick(random, pick(random, files).display_name.split(' '));
	return word.slice(0, Math.max(2, Math.min(word.length, 2 + Math.floor(random() * 4))));
}

const getManyStore = (search: string, extra = {}) => ({
	resource: 'productDownloadable',
	operation: 'getManyStore',
	returnAll: true,
	filters: { search },
	...extra,
});

describe('store library search', () => {
	test.each([1, 2, 3, 4, 5, 6])(
		'seed %i: the files that show the text, all of them, in both modes',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 5100 + seed });
				const term = termOf(seeded(seed), h.sandbox.db.libraryFiles);
				const out = jsonOf(await h.run(getManyStore(term)));
				const expected = h.sandbox.db.libraryFiles.filter((f) => shows(f, term));
				expect({ seed, mode, term, ids: out.map((f) => f.id).sort() }).toEqual({
					seed,
					mode,
					term,
					ids: expected.map((f) => f.id).sort(),
				});
			}
		},
	);

	test.each([1, 2, 3, 4, 5, 6])(
		'seed %i: a search the server dropped stops the item, naming it (Return All and Limit)',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 5200 + seed });
				const files = h.sandbox.db.libraryFiles;
				const term = termOf(seeded(seed), files);
				if (files.every((f) => shows(f, term))) continue;
				h.sandbox.setListFaults({ pathPattern: PATH, ignoreFilters: ['search'] });
				try {
					for (const extra of [{}, { returnAll: false, limit: 100 }]) {
						const error = await failureOf(h.run(getManyStore(term, extra)));
						expect(error).toBeInstanceOf(NodeOperationError);
						expect({ seed, mode, term, message: error.message }).toEqual({
							seed,
							mode,
							term,
							message: 'Zid ignored the filter "Search"',
						});
					}
				} finally {
					h.sandbox.setListFaults(undefined);
				}
			}
		},
	);

	test.each([1, 2, 3])(
		'seed %i: the file picker lists only files that show the text, even when the server drops the search',
		async (seed) => {
			for (const [mode, h] of MODES) {
				h.sandbox.configure({ seed: 5300 + seed });
				const term = termOf(seeded(seed), h.sandbox.db.libraryFiles);
				const expected = h.sandbox.db.libraryFiles
					.filter((f) => shows(f, term))
					.map((f) => f.id)
					.sort();
				h.sandbox.setListFaults({ pathPattern: PATH, ignoreFilters: ['search'] });
				try {
					const found = await searchStoreDownloadables.call(
						dropdownContext(h, { resource: 'productDownloadable', operation: 'deleteStore' }),
						term,
					);
					expect({ seed, mode, term, ids: found.results.map((r) => r.value).sort() }).toEqual({
						seed,
						mode,
						term,
						ids: expected,
					});
				} finally {
					h.sandbox.setListFaults(undefined);
				}
			}
		},
	);
});
