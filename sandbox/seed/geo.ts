/** Countries (Zid uses OpenCart-style ids: Saudi Arabia = 184) and their cities. */
import type { CityRecord, CountryRecord } from '../db';

type CountryRow = [
	id: number,
	code: string,
	iso3: string,
	en: string,
	ar: string,
	phone: string,
	currency: string,
];

const COUNTRY_ROWS: CountryRow[] = [
	[184, 'SA', 'SAU', 'Saudi Arabia', 'السعودية', '+966', 'SAR'],
	[221, 'AE', 'ARE', 'United Arab Emirates', 'الإمارات العربية المتحدة', '+971', 'AED'],
	[114, 'KW', 'KWT', 'Kuwait', 'الكويت', '+965', 'KWD'],
	[17, 'BH', 'BHR', 'Bahrain', 'البحرين', '+973', 'BHD'],
	[161, 'OM', 'OMN', 'Oman', 'عُمان', '+968', 'OMR'],
	[173, 'QA', 'QAT', 'Qatar', 'قطر', '+974', 'QAR'],
	[63, 'EG', 'EGY', 'Egypt', 'مصر', '+20', 'EGP'],
	[108, 'JO', 'JOR', 'Jordan', 'الأردن', '+962', 'JOD'],
	[119, 'LB', 'LBN', 'Lebanon', 'لبنان', '+961', 'LBP'],
	[103, 'IQ', 'IRQ', 'Iraq', 'العراق', '+964', 'IQD'],
	[235, 'YE', 'YEM', 'Yemen', 'اليمن', '+967', 'YER'],
	[144, 'MA', 'MAR', 'Morocco', 'المغرب', '+212', 'MAD'],
	[3, 'DZ', 'DZA', 'Algeria', 'الجزائر', '+213', 'DZD'],
	[214, 'TN', 'TUN', 'Tunisia', 'تونس', '+216', 'TND'],
	[123, 'LY', 'LBY', 'Libya', 'ليبيا', '+218', 'LYD'],
	[199, 'SD', 'SDN', 'Sudan', 'السودان', '+249', 'SDG'],
	[215, 'TR', 'TUR', 'Turkey', 'تركيا', '+90', 'TRY'],
	[162, 'PK', 'PAK', 'Pakistan', 'باكستان', '+92', 'PKR'],
	[99, 'IN', 'IND', 'India', 'الهند', '+91', 'INR'],
	[222, 'GB', 'GBR', 'United Kingdom', 'المملكة المتحدة', '+44', 'GBP'],
	[223, 'US', 'USA', 'United States', 'الولايات المتحدة', '+1', 'USD'],
	[73, 'FR', 'FRA', 'France', 'فرنسا', '+33', 'EUR'],
	[81, 'DE', 'DEU', 'Germany', 'ألمانيا', '+49', 'EUR'],
	[100, 'ID', 'IDN', 'Indonesia', 'إندونيسيا', '+62', 'IDR'],
];

/** Countries the store ships to (GET /managers/countries). */
const OPERATING = new Set(['SA', 'AE', 'KW', 'BH', 'OM', 'QA']);

export const SAUDI_ARABIA_ID = 184;

export function seedCountries(): CountryRecord[] {
	return COUNTRY_ROWS.map(([id, code, iso3, en, ar, phone, currency]) => ({
		id,
		code,
		iso3,
		name: { en, ar },
		phone_code: phone,
		currency_code: currency,
		operating: OPERATING.has(code),
	}));
}

type CityRow = [id: number, en: string, ar: string];

const CITIES: Record<number, CityRow[]> = {
	184: [
		[1, 'Riyadh', 'الرياض'],
		[2, 'Al Hariq', 'الحريق'],
		[3, 'Jeddah', 'جدة'],
		[4, 'Makkah', 'مكة المكرمة'],
		[5, 'Madinah', 'المدينة المنورة'],
		[6, 'Dammam', 'الدمام'],
		[7, 'Khobar', 'الخبر'],
		[8, 'Dhahran', 'الظهران'],
		[9, 'Taif', 'الطائف'],
		[10, 'Tabuk', 'تبوك'],
		[11, 'Buraidah', 'بريدة'],
		[12, 'Abha', 'أبها'],
		[13, 'Khamis Mushait', 'خميس مشيط'],
		[14, 'Hail', 'حائل'],
		[15, 'Jazan', 'جازان'],
		[16, 'Najran', 'نجران'],
		[17, 'Al Ahsa', 'الأحساء'],
		[18, 'Yanbu', 'ينبع'],
		[19, 'Al Jubail', 'الجبيل'],
		[20, 'Qatif', 'القطيف'],
	],
	221: [
		[1001, 'Dubai', 'دبي'],
		[1002, 'Abu Dhabi', 'أبوظبي'],
		[1003, 'Sharjah', 'الشارقة'],
	],
	114: [
		[1011, 'Kuwait City', 'مدينة الكويت'],
		[1012, 'Hawalli', 'حولي'],
	],
	17: [
		[1021, 'Manama', 'المنامة'],
		[1022, 'Muharraq', 'المحرق'],
	],
	161: [
		[1031, 'Muscat', 'مسقط'],
		[1032, 'Salalah', 'صلالة'],
	],
	173: [
		[1041, 'Doha', 'الدوحة'],
		[1042, 'Al Rayyan', 'الريان'],
	],
	63: [
		[1051, 'Cairo', 'القاهرة'],
		[1052, 'Alexandria', 'الإسكندرية'],
	],
	108: [[1061, 'Amman', 'عمّان']],
};

export function seedCities(): CityRecord[] {
	return Object.entries(CITIES).flatMap(([countryId, rows]) =>
		rows.map(([id, en, ar], index) => ({
			id,
			country_id: Number(countryId),
			name: { en, ar },
			national_id: Number(countryId) === SAUDI_ARABIA_ID ? id + 2 : null,
			priority: Math.max(1, 10 - index),
		})),
	);
}

/** Cities weighted towards the big Saudi ones, for customer addresses. */
export const CUSTOMER_CITY_WEIGHTS: ReadonlyArray<readonly [number, number]> = [
	[1, 30],
	[3, 20],
	[4, 6],
	[5, 5],
	[6, 8],
	[7, 6],
	[9, 3],
	[10, 2],
	[11, 3],
	[12, 2],
	[13, 2],
	[14, 1],
	[15, 1],
	[17, 2],
	[18, 1],
	[1001, 2],
	[1011, 1],
	[1021, 1],
	[1031, 1],
	[1041, 1],
];

export const DISTRICTS: ReadonlyArray<readonly [string, string]> = [
	['Al Olaya', 'العليا'],
	['Al Malqa', 'الملقا'],
	['Al Nakheel', 'النخيل'],
	['Al Rawdah', 'الروضة'],
	['Al Hamra', 'الحمراء'],
	['Al Safa', 'الصفا'],
	['Al Shati', 'الشاطئ'],
	['Al Yasmin', 'الياسمين'],
	['Al Aziziyah', 'العزيزية'],
	['Al Faisaliyah', 'الفيصلية'],
];

export const STREETS: readonly string[] = [
	'King Fahd Road',
	'Prince Sultan Street',
	'Tahlia Street',
	'King Abdulaziz Road',
	'Olaya Street',
	'Prince Mohammed Bin Salman Road',
	'Al Madinah Road',
	'King Saud Street',
];
