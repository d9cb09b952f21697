import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { responseLanguageProperty } from '../../shared/credentials';
import { CREDENTIAL_LANGUAGE, MIN_TIMEOUT_SECONDS } from '../../shared/transport';

/**
 * Node-wide request settings, shown under every operation: the pace, retries and timeout the
 * transport applies (docs/zid-api.md §3) and the answer language (§1), for this node only.
 */
export const requestOptionsProperty: INodeProperties = {
	displayName: 'Request Options',
	name: 'requestOptions',
	type: 'collection',
	placeholder: 'Add option',
	default: {},
	options: [
		{
			displayName: 'Burst',
			name: 'burst',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60,
			description:
				"How many calls may go out back to back before the per-minute pace applies (the size of Zid's bucket)",
		},
		{
			displayName: 'Language',
			name: 'language',
			type: 'options',
			options: [
				...(responseLanguageProperty.options as INodePropertyOptions[]),
				{
					name: "Use the Credential's",
					value: CREDENTIAL_LANGUAGE,
					description: 'The Response Language set in the Zid credential',
				},
			],
			default: CREDENTIAL_LANGUAGE,
			description:
				'Language of names and error messages in Zid answers (Accept-Language), for this node only',
		},
		{
			displayName: 'Max Attempts',
			name: 'maxAttempts',
			type: 'number',
			typeOptions: { minValue: 1, maxValue: 10 },
			default: 5,
			description:
				'How many times a call is tried. Rate-limited calls (429) are always retried; server errors only for reads and other calls safe to repeat, never for a create.',
		},
		{
			displayName: 'Requests per Minute',
			name: 'requestsPerMinute',
			type: 'number',
			typeOptions: { minValue: 0 },
			default: 60,
			description:
				'Pace of calls to one store, shared by every Zid node in this n8n instance. Zid allows 60 per minute per app and store. 0 turns pacing off.',
		},
		{
			displayName: 'Retry Wait Base (Ms)',
			name: 'backoffBaseMs',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 1000,
			description:
				'Longest wait before the first retry of a failed call; it doubles with each further retry, up to Retry Wait Cap, and the actual wait is random below it so callers spread out. A 429 waits as long as Zid says instead.',
		},
		{
			displayName: 'Retry Wait Cap (Ms)',
			name: 'backoffCapMs',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 60000,
			description: 'Longest wait between two tries of a call',
		},
		{
			displayName: 'Timeout (Seconds)',
			name: 'timeoutSeconds',
			type: 'number',
			typeOptions: { minValue: MIN_TIMEOUT_SECONDS },
			default: 60,
			description: 'How long to wait for one Zid answer',
		},
	],
};
