import type { INodeProperties } from 'n8n-workflow';

/** Availability ("notify me when back in stock") requests (docs/zid-api.md §8.12): the language both Subscribe and Send Email take. */
export const LANGUAGES = [
	{ name: 'Arabic', value: 'ar', description: 'The emails are written in Arabic' },
	{ name: 'English', value: 'en', description: 'The emails are written in English' },
];

export const languageField: INodeProperties = {
	displayName: 'Language',
	name: 'language',
	type: 'options',
	options: LANGUAGES,
	default: 'ar',
	description: 'Language of the emails the customer receives',
};
