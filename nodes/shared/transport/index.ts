/**
 * The transport's entry: the only code that sends HTTP (CONTRIBUTING.md "Where things live"). A
 * caller names a catalogue entry (nodes/shared/endpoints) and makes one call: `callForRecord`,
 * `callForRecords`, `call` or `tryCall` for one request, `fetchList` for a list.
 */
export { ZidTransport } from './request/zidTransport';
export type { CallArgs, ZidRequest } from './request/zidRequest';
export { call, callForRecord, callForRecords, tryCall } from './request/call';
export { recordsOf, unwrap } from './request/answer';
export {
	CREDENTIAL_LANGUAGE,
	DEFAULT_SETTINGS,
	MIN_TIMEOUT_SECONDS,
	readSettings,
	type ZidSettings,
} from './request/settings';
export { fetchList, type ListShape } from './list/pagination';
export { credentialTypeOf, readParameter, type ZidContext } from './request/connection';
export type { FilePart } from './request/body';
