import { NodeOperationError, type IDataObject, type IHookFunctions } from 'n8n-workflow';
import { requestOptionsProperty } from '../../nodes/Zid/helpers/requestOptions';
import {
	CREDENTIAL_LANGUAGE,
	MIN_TIMEOUT_SECONDS,
	readSettings,
} from '../../nodes/shared/transport';

/** A hook context whose node has these Request Options (readSettings reads nothing else). */
const withOptions = (requestOptions: IDataObject) =>
	({
		getNodeParameter: (name: string, fallback: unknown) =>
			name === 'requestOptions' ? requestOptions : fallback,
		getNode: () => ({ name: 'Zid' }),
	}) as unknown as IHookFunctions;

describe('Request Options: the timeout', () => {
	test('the field asks for no less than the transport takes', () => {
		const field = (
			requestOptionsProperty.options as Array<{ name: string; typeOptions?: IDataObject }>
		).find((o) => o.name === 'timeoutSeconds');
		expect(field?.typeOptions?.minValue).toBe(MIN_TIMEOUT_SECONDS);
	});

	test('shorter timeouts (an expression can give any number) are raised to that minimum', () => {
		expect(readSettings(withOptions({ timeoutSeconds: 0.25 })).timeoutMs).toBe(
			MIN_TIMEOUT_SECONDS * 1000,
		);
		expect(readSettings(withOptions({ timeoutSeconds: 0 })).timeoutMs).toBe(
			MIN_TIMEOUT_SECONDS * 1000,
		);
		expect(readSettings(withOptions({ timeoutSeconds: 2.5 })).timeoutMs).toBe(2500);
		expect(readSettings(withOptions({})).timeoutMs).toBe(60000);
	});
});

describe('Request Options: the language', () => {
	test('without a Language, or with "Use the Credential\'s", the credential\'s Response Language', () => {
		expect(readSettings(withOptions({}), 0, 'ar').language).toBe('ar');
		expect(readSettings(withOptions({ language: CREDENTIAL_LANGUAGE }), 0, 'ar').language).toBe(
			'ar',
		);
		expect(readSettings(withOptions({ language: CREDENTIAL_LANGUAGE }), 0, 'en').language).toBe(
			'en',
		);
		expect(readSettings(withOptions({})).language).toBe('en');
	});

	test('English or Arabic chosen on the node (as saved by workflows before the credential had a language) wins', () => {
		expect(readSettings(withOptions({ language: 'en' }), 0, 'ar').language).toBe('en');
		expect(readSettings(withOptions({ language: 'ar' }), 0, 'en').language).toBe('ar');
	});

	test("the field offers the credential's language by default, options sorted by name", () => {
		const field = (
			requestOptionsProperty.options as Array<{
				name: string;
				default?: unknown;
				options?: Array<{ name: string; value: string }>;
			}>
		).find((o) => o.name === 'language');
		expect(field?.default).toBe(CREDENTIAL_LANGUAGE);
		expect(field?.options?.map((o) => `${o.name}=${o.value}`)).toEqual([
			'Arabic=ar',
			'English=en',
			`Use the Credential's=${CREDENTIAL_LANGUAGE}`,
		]);
	});

	test('any other value (from an expression) is refused, naming the field', () => {
		expect(() => readSettings(withOptions({ language: 'AR' }))).toThrow(NodeOperationError);
		expect(() => readSettings(withOptions({ language: 'fr' }))).toThrow(
			'Invalid "Language" in Request Options: "fr"',
		);
	});
});
