import type { IDataObject } from 'n8n-workflow';

/**
 * Zid's auth headers on every call the transport sends: the store token under both names Zid
 * reads it (X-Manager-Token, Access-Token), the manager role, and the store once it is known.
 * Authorization is not here: n8n adds it from the credential (its OAuth2 token, or ZidApi's
 * `authenticate`, which also signs with these). The only place these headers are built.
 */
export function authHeaders(accessToken: string, storeId?: string): IDataObject {
	const headers: IDataObject = {
		Role: 'Manager',
		'X-Manager-Token': accessToken,
		'Access-Token': accessToken,
	};
	if (storeId) headers['Store-Id'] = storeId;
	return headers;
}

/** The headers of every Zid call: JSON answers, in the chosen language, with the auth headers. */
export function zidHeaders(accessToken: string, language: string, storeId?: string): IDataObject {
	return {
		Accept: 'application/json',
		'Accept-Language': language,
		...authHeaders(accessToken, storeId),
	};
}
