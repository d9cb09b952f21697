export { ZidTransport } from './request/zidTransport';
export type { ZidRequest } from './request/zidRequest';
export {
	CREDENTIAL_LANGUAGE,
	DEFAULT_SETTINGS,
	MIN_TIMEOUT_SECONDS,
	readSettings,
	type ZidSettings,
} from './request/settings';
export {
	fetchAll,
	recordsOf,
	unwrap,
	type KeysetSpec,
	type ListSpec,
	type PageStyle,
} from './list/pagination';
export { credentialTypeOf, readParameter, type ZidContext } from './request/connection';
export type { FilePart } from './request/body';
