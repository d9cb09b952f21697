import { useSandbox } from '../helpers/sandbox';

describe('sandbox attributes, presets and metafields', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const color = () => h.sandbox.db.attributes.find((a) => a.slug === 'color')!;

	it('lists attributes with their presets; gets one', async () => {
		const r = await h.get('/attributes/', { query: { page_size: 2 } });
		expect(r.body).toMatchObject({
			count: 4,
			previous: null,
			next: expect.stringContaining('page=2'),
		});
		expect(r.body.results[0]).toMatchObject({
			slug: 'color',
			name: { ar: 'اللون', en: 'Color' },
			preset_count: 6,
			is_extra: false,
			is_enabled: true,
		});
		expect(r.body.results[0].presets[0]).toMatchObject({
			slug: 'color',
			value: { ar: 'أحمر', en: 'Red' },
			type: 'default',
			attribute_id: color().id,
		});
		expect((await h.get(`/attributes/${color().id}/`)).body.presets).toHaveLength(6);
		expect((await h.get('/attributes/3f2b8c1e-7a4d-4c1b-9e2f-0a1b2c3d4e5f/')).body).toEqual({
			detail: 'Not found.',
		});
	});

	it('creates with a slug made from the name (numbered when taken), patches, deletes with the presets', async () => {
		const made = await h.send('POST', '/attributes/', {
			json: { name: { ar: 'اللون', en: 'Color' } },
		});
		expect(made).toMatchObject({
			status: 201,
			body: { slug: 'color-1', is_enabled: true, presets: [], display_order: null },
		});
		const plain = await h.send('POST', '/attributes/', {
			json: { name: 'Material', is_extra: true },
		});
		expect(plain.body).toMatchObject({
			name: { ar: 'Material', en: 'Material' },
			slug: 'material',
			is_extra: true,
		});
		expect((await h.send('POST', '/attributes/', { json: { slug: 'color' } })).body).toEqual({
			name: ['This field is required.'],
			slug: ['This field must be unique.'],
		});
		const patched = await h.send('PATCH', `/attributes/${made.body.id}/`, {
			json: { name: { en: 'Colour' }, display_order: 9 },
		});
		expect(patched.body).toMatchObject({
			name: { ar: 'اللون', en: 'Colour' },
			display_order: 9,
			slug: 'color-1',
		});
		const id = color().id;
		expect((await h.send('DELETE', `/attributes/${id}/`)).status).toBe(204);
		expect(h.sandbox.db.attributePresets.some((p) => p.attribute_id === id)).toBe(false);
	});

	it('manages presets: create (value unique per attribute), patch, delete', async () => {
		const id = color().id;
		const list = await h.get(`/attributes/${id}/presets/`);
		expect(list.body.count).toBe(6);
		const made = await h.send('POST', `/attributes/${id}/presets/`, {
			json: { value: { ar: 'أزرق', en: 'Blue' } },
		});
		expect(made).toMatchObject({
			status: 201,
			body: { value: { ar: 'أزرق', en: 'Blue' }, display_order: 7 },
		});
		expect(
			(
				await h.send('POST', `/attributes/${id}/presets/`, {
					json: { value: { ar: 'أزرق', en: 'blue' } },
				})
			).body,
		).toEqual({ value: ['This field must be unique.'] });
		expect((await h.send('POST', `/attributes/${id}/presets/`, { json: {} })).body).toEqual({
			value: ['This field is required.'],
		});
		const patched = await h.send('PATCH', `/attributes/${id}/presets/${made.body.id}/`, {
			json: { value: { ar: 'كحلي', en: 'Navy' } },
		});
		expect(patched.body.value).toEqual({ ar: 'كحلي', en: 'Navy' });
		expect((await h.send('DELETE', `/attributes/${id}/presets/${made.body.id}/`)).status).toBe(204);
		expect((await h.send('DELETE', `/attributes/${id}/presets/${made.body.id}/`)).status).toBe(404);
	});

	it('lists product-level attributes ({count, next, results}) and creates one at POST /Metafields', async () => {
		const r = await h.get('/Metafields/');
		expect(Object.keys(r.body)).toEqual(['count', 'next', 'results']);
		expect(r.body.results[0]).toMatchObject({
			name: { ar: 'بلد المنشأ', en: 'Origin' },
			slug: 'origin',
			value: { en: 'Netherlands' },
		});
		const made = await h.send('POST', '/Metafields', {
			json: { name: { ar: 'المادة', en: 'Material' } },
		});
		expect(made).toMatchObject({
			status: 201,
			body: { slug: 'material', value: null, data_type: 'text' },
		});
		expect((await h.send('POST', '/Metafields', { json: { name: 'x' } })).body).toEqual({
			name: ['Expected a dictionary of items.'],
		});
	});
});
