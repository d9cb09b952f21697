import { useSandbox } from '../helpers/sandbox';

describe('sandbox vouchers', () => {
	const h = useSandbox();
	beforeEach(() => h.sandbox.reset());

	const voucherProduct = () => h.sandbox.db.products.find((p) => p.product_class === 'voucher')!;
	const csv = (text: string, name = 'codes.csv') => {
		const form = new FormData();
		form.append('file', new Blob([text], { type: 'text/csv' }), name);
		return form;
	};

	it('seeds voucher products whose quantity is their count of AVAILABLE codes', () => {
		const products = h.sandbox.db.products.filter((p) => p.product_class === 'voucher');
		expect(products).toHaveLength(2);
		for (const product of products) {
			const codes = h.sandbox.db.vouchers.filter((v) => v.product_id === product.id);
			expect(product.quantity).toBe(codes.filter((v) => v.status === 'AVAILABLE').length);
			const taken = codes.filter((v) => v.status !== 'AVAILABLE');
			expect(taken.length).toBeGreaterThan(0);
			expect(taken.filter((v) => v.order_id === null)).toEqual([]);
		}
	});

	it("lists a voucher product's codes as a Django-REST page; another product is a 400", async () => {
		const product = voucherProduct();
		const r = await h.get(`/products/${product.id}/vouchers/`, {
			query: { page: 1, page_size: 4 },
		});
		expect(r.body).toMatchObject({
			count: 10,
			previous: null,
			next: expect.stringContaining('page=2'),
		});
		expect(r.body.results[0]).toMatchObject({
			product_id: product.id,
			status: 'AVAILABLE',
			expires_at: expect.stringMatching(/T\d\d:\d\d:\d\dZ$/),
		});
		const other = await h.get(`/products/${h.sandbox.db.products[0].id}/vouchers/`);
		expect(other).toMatchObject({
			status: 400,
			body: { detail: 'This product is not a voucher product.' },
		});
		const arabic = await h.get(`/products/${h.sandbox.db.products[0].id}/vouchers/`, {
			lang: 'ar',
		});
		expect(arabic.body.detail).toBe('هذا المنتج ليس منتج قسائم رقمية.');
	});

	it('creates (key unique per product), updates (key required) and removes codes', async () => {
		const product = voucherProduct();
		const before = product.quantity;
		const created = await h.send('POST', `/products/${product.id}/vouchers/`, {
			json: { key: 'NEW-1', pin_code: '9999', expires_at: '2027-01-31T00:00:00+03:00' },
		});
		expect(created.status).toBe(201);
		expect(created.body).toMatchObject({
			key: 'NEW-1',
			status: 'AVAILABLE',
			expires_at: '2027-01-30T21:00:00Z',
			expires_at_formatted: 'Jan 30, 2027',
		});
		expect(product.quantity).toBe((before ?? 0) + 1);
		const duplicate = await h.send('POST', `/products/${product.id}/vouchers/`, {
			json: { key: 'NEW-1', status: 'LOST' },
		});
		expect(duplicate.body).toEqual({
			key: ['This field must be unique.'],
			status: ['"LOST" is not a valid choice.'],
		});
		const noKey = await h.send('PATCH', `/products/${product.id}/vouchers/${created.body.id}/`, {
			json: { status: 'SOLD' },
		});
		expect(noKey.body).toEqual({ key: ['This field is required.'] });
		const sold = await h.send('PATCH', `/products/${product.id}/vouchers/${created.body.id}/`, {
			json: { key: 'NEW-1', status: 'SOLD' },
		});
		expect(sold.body.status).toBe('SOLD');
		expect(product.quantity).toBe(before);
		expect(
			(await h.send('DELETE', `/products/${product.id}/vouchers/${created.body.id}/`)).status,
		).toBe(204);
		expect(
			(await h.send('DELETE', `/products/${product.id}/vouchers/${created.body.id}/`)).status,
		).toBe(404);
	});

	it('imports the codes of a CSV file; checks every row first; accepts spreadsheets', async () => {
		const product = voucherProduct();
		const ok = await h.send('POST', `/products/${product.id}/vouchers/import/`, {
			multipart: csv(
				'key,pin_code,status,serial_number\nIMP-1,1111,AVAILABLE,S-1\n"IMP-2",2222,sold,\n',
			),
		});
		expect(ok.status).toBe(201);
		expect(
			h.sandbox.db.vouchers
				.filter((v) => v.key.startsWith('IMP-'))
				.map((v) => [v.key, v.status, v.serial_number]),
		).toEqual([
			['IMP-1', 'AVAILABLE', 'S-1'],
			['IMP-2', 'SOLD', null],
		]);
		const bad = await h.send('POST', `/products/${product.id}/vouchers/import/`, {
			multipart: csv('key,pin_code,status\nIMP-1,1,AVAILABLE\nIMP-3,,NOPE\n'),
		});
		expect(bad.body).toEqual({
			file: {
				'2': { key: ['This field must be unique.'] },
				'3': { pin_code: ['This field is required.'], status: ['"NOPE" is not a valid choice.'] },
			},
		});
		const columns = await h.send('POST', `/products/${product.id}/vouchers/import/`, {
			multipart: csv('code\nX\n'),
		});
		expect(columns.body).toEqual({
			file: {
				key: ['This field is required.'],
				pin_code: ['This field is required.'],
				status: ['This field is required.'],
			},
		});
		const pdf = await h.send('POST', `/products/${product.id}/vouchers/import/`, {
			multipart: csv('x', 'codes.pdf'),
		});
		expect(pdf.body).toEqual({ file: ['The file must be a file of type: csv, xls, xlsx.'] });
		expect(
			(
				await h.send('POST', `/products/${product.id}/vouchers/import/`, {
					multipart: csv('PK', 'codes.xlsx'),
				})
			).status,
		).toBe(201);
	});

	it("exports (empty answer, email checked) and lists an order's codes", async () => {
		const product = voucherProduct();
		expect(
			(await h.send('POST', `/products/${product.id}/vouchers/export/`, { json: {} })).status,
		).toBe(200);
		expect(
			(
				await h.send('POST', `/products/${product.id}/vouchers/export/`, {
					json: { email: 'nope' },
				})
			).body,
		).toEqual({ email: ['Enter a valid email address.'] });
		const sold = h.sandbox.db.vouchers.find((v) => v.order_id !== null)!;
		const r = await h.get(`/order-vouchers/${sold.order_id}/`);
		expect(r.body.results.map((v: { id: string }) => v.id)).toContain(sold.id);
		expect((await h.get('/order-vouchers/1/')).status).toBe(404);
	});
});
