import type { IDataObject, IHookFunctions } from 'n8n-workflow';
import { requestOptionsProperty } from '../../nodes/Zid/helpers/properties';
import { MIN_TIMEOUT_SECONDS, readSettings } from '../../nodes/shared/transport';

/** A hook context whose node has these Request Options (readSettings reads nothing else). */
const withOptions = (requestOptions: IDataObject) =>
	({ getNodeParameter: (name: string, fallback: unknown) => (name === 'requestOptions' ? requestOptions : fallback) }) as unknown as IHookFunctions;

describe('Request Options: the timeout', () => {
	test('the field asks for no less than the transport takes', () => {
		const field = (requestOptionsProperty.options as Array<{ name: string; typeOptions?: IDataObject }>).find((o) => o.name === 'timeoutSeconds');
		expect(field?.typeOptions?.minValue).toBe(MIN_TIMEOUT_SECONDS);
	});

	test('shorter timeouts (an expression can give any number) are raised to that minimum', () => {
		expect(readSettings(withOptions({ timeoutSeconds: 0.25 })).timeoutMs).toBe(MIN_TIMEOUT_SECONDS * 1000);
		expect(readSettings(withOptions({ timeoutSeconds: 0 })).timeoutMs).toBe(MIN_TIMEOUT_SECONDS * 1000);
		expect(readSettings(withOptions({ timeoutSeconds: 2.5 })).timeoutMs).toBe(2500);
		expect(readSettings(withOptions({})).timeoutMs).toBe(60000);
	});
});
