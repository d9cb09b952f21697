/** Text Zid keeps in both of its languages. */

export interface LocalizedText {
	ar: string;
	en: string;
}
