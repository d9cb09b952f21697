import { checkUploadUrl, storageError } from '../../nodes/shared/transport/otherHosts/presigned';

describe('presigned upload: the storage URL Zid hands back', () => {
	test.each([
		['https://s3.eu-west-1.amazonaws.com/private.zid.store', undefined],
		['http://127.0.0.1:8787/s3/private.zid.store', undefined],
		['http://localhost:8787/s3/private.zid.store', undefined],
		[
			'http://s3.eu-west-1.amazonaws.com/private.zid.store',
			'Zid returned an upload URL that is not HTTPS (http://s3.eu-west-1.amazonaws.com); the file was not sent',
		],
		[
			'ftp://files.example.com/x',
			'Zid returned an upload URL that is not HTTPS (ftp://files.example.com); the file was not sent',
		],
		[
			'https://user:secret@s3.example.com/b',
			'Zid returned an upload URL with credentials in it; it was not used',
		],
		['not a url', 'Zid returned an upload URL that is not a URL ("not a url")'],
	])('%s', (url, problem) => {
		expect(checkUploadUrl(url)).toBe(problem);
	});
});

describe('presigned upload: S3 error bodies', () => {
	test('Code and Message come out of the XML; anything else gives nothing', () => {
		const xml =
			'<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>';
		expect(storageError(xml)).toEqual({
			code: 'EntityTooLarge',
			message: 'Your proposed upload exceeds the maximum allowed size',
		});
		expect(storageError(Buffer.from(xml))).toEqual({
			code: 'EntityTooLarge',
			message: 'Your proposed upload exceeds the maximum allowed size',
		});
		expect(storageError('')).toEqual({ code: undefined, message: undefined });
		expect(storageError({ detail: 'x' })).toEqual({ code: undefined, message: undefined });
	});
});
