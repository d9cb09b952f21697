/** Names, e-mails and Saudi mobile numbers for customers (Arabic and English spellings). */
import type { Rng } from '../core/random';

type NamePair = readonly [ar: string, en: string];

const MALE: NamePair[] = [
	['محمد', 'Mohammed'],
	['أحمد', 'Ahmed'],
	['عبدالله', 'Abdullah'],
	['خالد', 'Khalid'],
	['فهد', 'Fahad'],
	['سلطان', 'Sultan'],
	['عبدالرحمن', 'Abdulrahman'],
	['فيصل', 'Faisal'],
	['سعود', 'Saud'],
	['ناصر', 'Nasser'],
	['يوسف', 'Yousef'],
	['عمر', 'Omar'],
	['علي', 'Ali'],
	['تركي', 'Turki'],
	['ماجد', 'Majed'],
	['بندر', 'Bandar'],
	['سلمان', 'Salman'],
	['حمد', 'Hamad'],
	['راشد', 'Rashed'],
	['إبراهيم', 'Ibrahim'],
];

const FEMALE: NamePair[] = [
	['نورة', 'Noura'],
	['سارة', 'Sarah'],
	['ريم', 'Reem'],
	['هند', 'Hind'],
	['لمى', 'Lama'],
	['منيرة', 'Munira'],
	['العنود', 'Alanoud'],
	['جواهر', 'Jawaher'],
	['دانة', 'Dana'],
	['شهد', 'Shahad'],
	['أمل', 'Amal'],
	['فاطمة', 'Fatimah'],
	['مها', 'Maha'],
	['رنا', 'Rana'],
	['لطيفة', 'Latifa'],
];

const FAMILY: NamePair[] = [
	['القحطاني', 'Al-Qahtani'],
	['العتيبي', 'Al-Otaibi'],
	['الشمري', 'Al-Shammari'],
	['الدوسري', 'Al-Dosari'],
	['الحربي', 'Al-Harbi'],
	['الغامدي', 'Al-Ghamdi'],
	['الزهراني', 'Al-Zahrani'],
	['المطيري', 'Al-Mutairi'],
	['السبيعي', 'Al-Subaie'],
	['العنزي', 'Al-Anazi'],
	['الشهري', 'Al-Shehri'],
	['المالكي', 'Al-Malki'],
	['السديري', 'Al-Sudairi'],
	['الرشيد', 'Al-Rasheed'],
	['البقمي', 'Al-Buqami'],
];

const BUSINESSES: NamePair[] = [
	['مؤسسة الريحان للتجارة', 'Al Rayhan Trading Est.'],
	['شركة لمسة فرح', 'Lamsat Farah Co.'],
	['مؤسسة النخبة للمناسبات', 'Al Nukhba Events Est.'],
	['فندق الواحة', 'Al Waha Hotel'],
	['شركة ضيافة الخليج', 'Gulf Hospitality Co.'],
	['مكتب الأفق الهندسي', 'Al Ufuq Engineering Office'],
	['مركز رواء الطبي', 'Rawaa Medical Center'],
	['شركة سنا للتسويق', 'Sana Marketing Co.'],
];

const MAIL_DOMAINS = ['example.com', 'example.sa', 'example.net'];

export interface Person {
	name: string;
	email: string;
	mobile: string;
	gender: 'male' | 'female';
}

/** A person whose name is written in Arabic or English script (about 60/40). */
export function person(rng: Rng, usedMobiles: Set<string>): Person {
	const gender = rng.chance(0.55) ? 'male' : 'female';
	const first = rng.pick(gender === 'male' ? MALE : FEMALE);
	const family = rng.pick(FAMILY);
	const arabic = rng.chance(0.6);
	const name = arabic ? `${first[0]} ${family[0]}` : `${first[1]} ${family[1]}`;
	const local = `${first[1]}.${family[1].replace('Al-', 'al')}`.toLowerCase();
	const email = `${local}${rng.int(1, 999)}@${rng.pick(MAIL_DOMAINS)}`;
	return { name, email, mobile: saudiMobile(rng, usedMobiles), gender };
}

/** 9665XXXXXXXX, unique within `used`. */
export function saudiMobile(rng: Rng, used: Set<string>): string {
	let mobile: string;
	do mobile = `9665${rng.digits(8)}`;
	while (used.has(mobile));
	used.add(mobile);
	return mobile;
}

export function business(rng: Rng): {
	name: string;
	taxNumber: string;
	commercialRegistration: string;
} {
	const pair = rng.pick(BUSINESSES);
	return {
		name: rng.chance(0.5) ? pair[0] : pair[1],
		taxNumber: `3${rng.digits(13)}3`,
		commercialRegistration: `10${rng.digits(8)}`,
	};
}
