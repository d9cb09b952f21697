/**
 * Labels of the records only the Zid node's pickers list (questions and answers, downloadable files,
 * custom option fields and their choices), read as leniently as nodes/shared/labelText.ts reads
 * the shared ones: ids as numbers or text, names as text or `{ar, en}`, members missing.
 */
import type { IDataObject, INodeListSearchItems, INodePropertyOptions } from 'n8n-workflow';
import { bothNames, idOf, isolated, textOf } from '../../shared/labelText';

const objectOf = (value: unknown): IDataObject =>
	value && typeof value === 'object' && !Array.isArray(value) ? (value as IDataObject) : {};

/** The non-empty parts joined by " · ", each right-to-left one isolated when there is more than one part. */
function join(parts: string[]): string {
	const kept = parts.filter(Boolean);
	return kept.length === 1 ? kept[0] : kept.map(isolated).join(' · ');
}

/** A long text cut to its first words, so one question or answer fits on a line. */
function short(text: string, max = 60): string {
	const flat = text.replace(/\s+/g, ' ').trim();
	return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The day of a timestamp ("2026-03-01T09:30:00.000000Z" -> "2026-03-01"). */
const dayOf = (value: unknown): string => textOf(value).slice(0, 10);

/** A question (Get All Questions): its text, who asked, the day. */
export function questionItem(question: IDataObject): INodeListSearchItems {
	return {
		name: join([
			short(textOf(question.question)),
			textOf(question.name),
			dayOf(question.created_at),
		]),
		value: idOf(question),
	};
}

/** An answer (List Question Answers): its text and the day. */
export function answerItem(answer: IDataObject): INodeListSearchItems {
	return {
		name: join([short(textOf(answer.answer)), dayOf(answer.created_at)]),
		value: idOf(answer),
	};
}

/** A file of a digital product or of the store's library: its display name, then the stored file's name when it differs. */
export function downloadableItem(file: IDataObject): INodeListSearchItems {
	const stored = objectOf(file.file);
	const shown = textOf(file.display_name) || textOf(file.name);
	const fileName = textOf(objectOf(stored.metadata).file_name) || textOf(file.file_name);
	const item: INodeListSearchItems = {
		name: join([shown || fileName || idOf(file), fileName === shown ? '' : fileName]),
		value: idOf(file),
	};
	const url = textOf(stored.url) || textOf(file.url);
	if (url.startsWith('https://')) item.url = url;
	return item;
}

/** A custom option field of a product (View Product's `custom_option_fields[]`): its label, type and how many choices. */
export function optionFieldItem(field: IDataObject): INodeListSearchItems {
	const choices = Array.isArray(field.choices) ? field.choices.length : 0;
	const type = textOf(field.type).toLowerCase();
	const details = [type, `${choices} choice${choices === 1 ? '' : 's'}`].filter(Boolean).join(', ');
	return {
		name: `${isolated(bothNames(field.label) || idOf(field))} (${details})`,
		value: idOf(field),
	};
}

/** A choice of an option field: both names and what it adds to the price. */
export function choiceOption(choice: IDataObject): INodePropertyOptions {
	const price = Number(choice.price);
	return {
		name: join([
			bothNames({ en: choice.en, ar: choice.ar }) || idOf(choice),
			price > 0 ? `+${textOf(choice.price)}` : '',
		]),
		value: idOf(choice),
	};
}
