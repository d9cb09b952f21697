import { type Harness, useSandbox } from '../helpers/sandbox';

/** The presigned POST a product's Generate Upload URL returns. */
async function ticket(
	h: Harness,
	productId = h.sandbox.db.products[0].id,
): Promise<{ url: string; fields: Record<string, string>; max_file_size: number }> {
	const r = await h.send('POST', `/products/${productId}/downloadables/generate-s3-presigned-url/`);
	expect(r.status).toBe(200);
	return r.body.response;
}

function form(
	fields: Record<string, string>,
	file?: { bytes: number; name?: string },
	after: Record<string, string> = {},
): FormData {
	const data = new FormData();
	for (const [name, value] of Object.entries(fields)) data.append(name, value);
	if (file)
		data.append(
			'file',
			new Blob([Buffer.alloc(file.bytes, 7)], { type: 'application/pdf' }),
			file.name ?? 'guide.pdf',
		);
	for (const [name, value] of Object.entries(after)) data.append(name, value);
	return data;
}

async function post(
	url: string,
	body: FormData,
	headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
	const r = await fetch(url, { method: 'POST', body, headers });
	return { status: r.status, text: await r.text() };
}

const code = (xml: string) => /<Code>([^<]*)<\/Code>/.exec(xml)?.[1];

describe('sandbox digital products and their storage', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	it('issues a presigned POST on its own origin, signed, with the size limit', async () => {
		const t = await ticket(h);
		expect(t.url).toBe(`${h.sandbox.url}/s3/private.zid.store`);
		expect(Object.keys(t.fields)).toEqual(['key', 'AWSAccessKeyId', 'policy', 'signature']);
		expect(t.fields.key).toMatch(
			new RegExp(`^${h.sandbox.db.store.uuid}/product-downloadables/[0-9a-f-]{36}$`),
		);
		const policy = JSON.parse(Buffer.from(t.fields.policy, 'base64').toString('utf8'));
		expect(policy.conditions).toEqual([
			{ bucket: 'private.zid.store' },
			{ key: t.fields.key },
			['content-length-range', 1, t.max_file_size],
		]);
		expect(
			(
				await h.send(
					'POST',
					'/products/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/downloadables/generate-s3-presigned-url/',
				)
			).status,
		).toBe(404);
	});

	it('stores the file like S3 (204), then links it to the product by key', async () => {
		const t = await ticket(h);
		const stored = await post(t.url, form(t.fields, { bytes: 500 }));
		expect(stored).toEqual({ status: 204, text: '' });
		const product = h.sandbox.db.products[0];
		const linked = await h.send('POST', `/products/${product.id}/downloadables/`, {
			json: { key: t.fields.key, name: 'Guide', order: 1 },
		});
		expect(linked.status).toBe(201);
		expect(linked.body).toMatchObject({
			product: product.id,
			display_name: 'Guide',
			order: 1,
			file: { key: t.fields.key, metadata: { file_name: 'guide.pdf', size: 500 } },
		});
		const unknown = await h.send('POST', `/products/${product.id}/downloadables/`, {
			json: { key: 'nothing/here', name: 'x' },
		});
		expect(unknown).toMatchObject({
			status: 400,
			body: { key: ['Invalid pk "nothing/here" - object does not exist.'] },
		});
		const noName = await h.send('POST', `/products/${product.id}/downloadables/`, {
			json: { key: t.fields.key },
		});
		expect(noName.body).toEqual({ name: ['This field is required.'] });
	});

	it('refuses what S3 refuses: Zid tokens, missing or late fields, a bad signature, a wrong key, too large, no file', async () => {
		const t = await ticket(h);
		const zidAuth = await post(t.url, form(t.fields, { bytes: 10 }), {
			Authorization: `Bearer ${h.tokens.authorization}`,
		});
		expect([zidAuth.status, code(zidAuth.text)]).toEqual([400, 'InvalidArgument']);
		const managerToken = await post(t.url, form(t.fields, { bytes: 10 }), {
			'X-Manager-Token': h.tokens.access_token,
		});
		expect(managerToken.status).toBe(400);

		const { signature, ...unsigned } = t.fields;
		const late = await post(t.url, form(unsigned, { bytes: 10 }, { signature }));
		expect([late.status, code(late.text)]).toEqual([400, 'InvalidArgument']);
		expect(late.text).toContain("Bucket POST must contain a field named 'signature'.");

		const forged = await post(t.url, form({ ...t.fields, signature: 'AAAA' }, { bytes: 10 }));
		expect([forged.status, code(forged.text)]).toEqual([403, 'SignatureDoesNotMatch']);
		const otherKey = await post(
			t.url,
			form({ ...t.fields, key: `${t.fields.key}-2` }, { bytes: 10 }),
		);
		expect([otherKey.status, code(otherKey.text)]).toEqual([403, 'AccessDenied']);
		const noFile = await post(t.url, form(t.fields));
		expect([noFile.status, code(noFile.text)]).toEqual([400, 'InvalidArgument']);

		h.sandbox.db.downloadableMaxBytes = 100;
		const small = await ticket(h);
		const large = await post(small.url, form(small.fields, { bytes: 101 }));
		expect([large.status, code(large.text)]).toEqual([400, 'EntityTooLarge']);
		// Every ticket issued above, and nothing stored under any of them.
		expect(h.sandbox.db.storageUploads).toHaveLength(2);
		expect(h.sandbox.db.storageUploads.filter((u) => u.object !== null)).toEqual([]);

		const wrongBucket = await post(
			`${h.sandbox.url}/s3/other-bucket`,
			form(t.fields, { bytes: 10 }),
		);
		expect([wrongBucket.status, code(wrongBucket.text)]).toEqual([404, 'NoSuchBucket']);
	});

	it('records storage requests like API requests, outside /v1', async () => {
		const t = await ticket(h);
		h.sandbox.clearRequests();
		await post(t.url, form(t.fields, { bytes: 10 }));
		expect(h.sandbox.requests.map((r) => `${r.method} ${r.path} ${r.status}`)).toEqual([
			'POST /s3/private.zid.store 204',
		]);
	});
});

describe('sandbox store file library (unconfirmed)', () => {
	const h = useSandbox();

	it('GET /downloadables-library/: catalogue pages of 50 at most, newest first, `search` on the names, `ordering`', async () => {
		const files = h.sandbox.db.libraryFiles;
		const all = await h.get('/downloadables-library/', { query: { page_size: 100 } });
		expect(all.status).toBe(200);
		expect(all.body).toMatchObject({ count: files.length, previous: null });
		expect(all.body.results).toHaveLength(Math.min(50, files.length));
		const created = all.body.results.map((f: { created_at: string }) => f.created_at);
		expect(created).toEqual([...created].sort().reverse());
		expect(all.body.results[0]).toEqual({
			id: expect.any(String),
			file: {
				key: expect.stringMatching(/^store\/downloadables-library\//),
				url: expect.stringMatching(/^https:\/\//),
				metadata: {
					file_name: expect.any(String),
					content_type: expect.any(String),
					size: expect.any(Number),
				},
			},
			display_name: expect.any(String),
			created_at: expect.any(String),
		});
		const term = files[3].display_name.split(' ')[0].slice(0, 3);
		const found = await h.get('/downloadables-library/', {
			query: { search: term.toUpperCase(), page_size: 50 },
		});
		const expected = files.filter((f) =>
			[f.display_name, f.file_name].some((t) => t.toLowerCase().includes(term.toLowerCase())),
		);
		expect(found.body.count).toBe(expected.length);
		expect(found.body.results.map((f: { id: string }) => f.id).sort()).toEqual(
			expected.map((f) => f.id).sort(),
		);
		const bySize = await h.get('/downloadables-library/', {
			query: { ordering: 'file_size', page_size: 50 },
		});
		const sizes = bySize.body.results.map(
			(f: { file: { metadata: { size: number } } }) => f.file.metadata.size,
		);
		expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
		const wrong = await h.get('/downloadables-library/', { query: { ordering: 'name' } });
		expect(wrong.status).toBe(400);
	});
});
