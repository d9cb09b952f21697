import type { IDataObject, INodeProperties } from 'n8n-workflow';
import type { InputChecker } from './validate';

/** A text Zid keeps in Arabic and English (`{ar, en}`), typed as two fields. */
export interface LocalizedSpec {
	/** Parameter name prefix: `name` gives `nameAr` and `nameEn`. */
	name: string;
	/** As the user sees it: `Name` gives "Name (Arabic)" and "Name (English)". */
	displayName: string;
	/** What the text is, for the descriptions: "name of the attribute". */
	subject: string;
	/** Longest text accepted (default 255). */
	max?: number;
}

const LANGUAGES = [
	{ code: 'ar', suffix: 'Ar', label: 'Arabic' },
	{ code: 'en', suffix: 'En', label: 'English' },
] as const;

/** The Arabic and the English field; `required` marks both required. */
export function localizedProperties(spec: LocalizedSpec, required = false): INodeProperties[] {
	return LANGUAGES.map(({ suffix, label }) => ({
		displayName: `${spec.displayName} (${label})`,
		name: `${spec.name}${suffix}`,
		type: 'string' as const,
		default: '',
		description: `The ${spec.subject} in ${label}`,
		...(required ? { required: true } : {}),
	}));
}

/**
 * `{ar, en}` from the two fields in `values` (the node's parameters or a collection's values).
 * `required`: both languages; otherwise the languages given, or undefined when none is.
 */
export function readLocalized(
	check: InputChecker,
	values: IDataObject,
	spec: LocalizedSpec,
	required: boolean,
): { ar?: string; en?: string } | undefined {
	const out: { ar?: string; en?: string } = {};
	for (const { code, suffix, label } of LANGUAGES) {
		const text = check.text(`${spec.displayName} (${label})`, values[`${spec.name}${suffix}`], {
			max: spec.max ?? 255,
			optional: !required,
		});
		if (text) out[code] = text;
	}
	return Object.keys(out).length ? out : undefined;
}
