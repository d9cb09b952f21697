export { ZidTransport, type ZidRequest } from './request';
export {
	CREDENTIAL_LANGUAGE,
	DEFAULT_SETTINGS,
	MIN_TIMEOUT_SECONDS,
	readSettings,
	type ZidSettings,
} from './settings';
export {
	fetchAll,
	recordsOf,
	unwrap,
	type KeysetSpec,
	type ListSpec,
	type PageStyle,
} from './pagination';
export { credentialTypeOf, readParameter, type ZidContext } from './connection';
export type { FilePart } from './body';
