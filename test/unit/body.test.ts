import {
	flattenForm,
	toFormUrlEncoded,
	toMultipart,
} from '../../nodes/shared/transport/request/body';

test('nested values become bracket keys, booleans 1/0', () => {
	expect(
		flattenForm({
			name: { ar: 'ملابس', en: 'Clothes' },
			customers: [{ name: 'a', mobile: '+9665' }],
			is_published: true,
			skip: undefined,
		}),
	).toEqual([
		['name[ar]', 'ملابس'],
		['name[en]', 'Clothes'],
		['customers[0][name]', 'a'],
		['customers[0][mobile]', '+9665'],
		['is_published', '1'],
	]);
	expect(toFormUrlEncoded({ config: { money: 10, points: 100 } })).toBe(
		'config%5Bmoney%5D=10&config%5Bpoints%5D=100',
	);
});

test('multipart carries fields and files', () => {
	const { data, contentType } = toMultipart(
		{ name: 'Coupon' },
		{ file: { data: Buffer.from('a,b\n1,2'), fileName: 'v.csv', mimeType: 'text/csv' } },
	);
	const boundary = contentType.split('boundary=')[1];
	const text = data.toString();
	expect(text).toContain(
		`--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nCoupon\r\n`,
	);
	expect(text).toContain(
		'name="file"; filename="v.csv"\r\nContent-Type: text/csv\r\n\r\na,b\n1,2\r\n',
	);
	expect(text.endsWith(`--${boundary}--\r\n`)).toBe(true);
});
