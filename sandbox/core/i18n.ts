/** Accept-Language handling and the sandbox's message catalogue (English and Arabic). */
import type { LocalizedText } from '../db';

export type Lang = 'ar' | 'en';

/** Zid answers in Arabic for `ar` (any region), English otherwise. */
export function languageOf(acceptLanguage: string | undefined): Lang {
	return acceptLanguage?.trim().toLowerCase().startsWith('ar') ? 'ar' : 'en';
}

export function localize(text: LocalizedText, lang: Lang): string {
	return text[lang] || text.en || text.ar;
}

const MESSAGES = {
	required: { en: 'The {field} field is required.', ar: 'حقل {field} مطلوب.' },
	integer: { en: 'The {field} must be an integer.', ar: 'حقل {field} يجب أن يكون عدداً صحيحاً.' },
	numeric: { en: 'The {field} must be a number.', ar: 'حقل {field} يجب أن يكون رقماً.' },
	string: { en: 'The {field} must be a string.', ar: 'حقل {field} يجب أن يكون نصاً.' },
	boolean: {
		en: 'The {field} field must be true or false.',
		ar: 'حقل {field} يجب أن يكون true أو false.',
	},
	array: { en: 'The {field} must be an array.', ar: 'حقل {field} يجب أن يكون مصفوفة.' },
	object: { en: 'The {field} must be an object.', ar: 'حقل {field} يجب أن يكون كائناً.' },
	min_number: {
		en: 'The {field} must be at least {min}.',
		ar: 'حقل {field} يجب ألا يقل عن {min}.',
	},
	max_number: {
		en: 'The {field} may not be greater than {max}.',
		ar: 'حقل {field} يجب ألا يزيد عن {max}.',
	},
	max_string: {
		en: 'The {field} may not be greater than {max} characters.',
		ar: 'حقل {field} يجب ألا يزيد عن {max} حرفاً.',
	},
	min_items: {
		en: 'The {field} must have at least {min} items.',
		ar: 'حقل {field} يجب أن يحتوي على {min} عنصر على الأقل.',
	},
	in: { en: 'The selected {field} is invalid.', ar: 'قيمة حقل {field} المختارة غير صالحة.' },
	exists: { en: 'The selected {field} is invalid.', ar: 'قيمة حقل {field} المختارة غير صالحة.' },
	unique: { en: 'The {field} has already been taken.', ar: 'قيمة حقل {field} مستخدمة من قبل.' },
	email: {
		en: 'The {field} must be a valid email address.',
		ar: 'حقل {field} يجب أن يكون بريداً إلكترونياً صالحاً.',
	},
	date: {
		en: 'The {field} does not match the format {format}.',
		ar: 'حقل {field} لا يطابق الصيغة {format}.',
	},
	mobile: { en: 'The {field} format is invalid.', ar: 'صيغة حقل {field} غير صالحة.' },
	given_data_invalid: { en: 'The given data was invalid.', ar: 'البيانات المدخلة غير صالحة.' },
	not_found: { en: '{subject} not found.', ar: '{subject} غير موجود.' },
	drf_not_found: { en: 'Not found.', ar: 'غير موجود.' },
	route_not_found: {
		en: 'The requested URL {path} was not found.',
		ar: 'الرابط المطلوب {path} غير موجود.',
	},
	method_not_allowed: {
		en: 'The {method} method is not supported for this route. Supported methods: {allowed}.',
		ar: 'الطريقة {method} غير مدعومة لهذا المسار. الطرق المدعومة: {allowed}.',
	},
	drf_method_not_allowed: {
		en: 'Method "{method}" not allowed.',
		ar: 'الطريقة "{method}" غير مسموح بها.',
	},
	session_invalid: {
		en: 'Your session is invalid or has expired, please log in again.',
		ar: 'جلستك غير صالحة أو منتهية، يرجى تسجيل الدخول مرة أخرى.',
	},
	forbidden_scope: {
		en: 'This app lacks the scope {scope}',
		ar: 'هذا التطبيق لا يملك الصلاحية {scope}',
	},
	too_many_requests: {
		en: 'Too Many Attempts, Please slow down for few seconds !',
		ar: 'Too Many Attempts, Please slow down for few seconds !',
	},
	server_error: { en: 'Internal server error.', ar: 'خطأ داخلي في الخادم.' },
	service_unavailable: { en: 'Service temporarily unavailable.', ar: 'الخدمة غير متاحة مؤقتاً.' },
	gateway_timeout: {
		en: 'The request timed out. Use pagination with a smaller page size, for example 50.',
		ar: 'انتهت مهلة الطلب. استخدم صفحات أصغر، مثلاً 50.',
	},
	invalid_json: { en: 'JSON parse error - {reason}', ar: 'خطأ في قراءة JSON - {reason}' },
	payload_too_large: {
		en: 'The request body is larger than {max} MB.',
		ar: 'حجم محتوى الطلب أكبر من {max} ميغابايت.',
	},
	inventory_addresses_not_found: {
		en: 'No inventory addresses were found for this store.',
		ar: 'لا توجد عناوين مخزون لهذا المتجر.',
	},
	max_comments: {
		en: 'The order already has the maximum of {max} comments.',
		ar: 'وصل الطلب إلى الحد الأقصى من التعليقات ({max}).',
	},
	ready_to_new: {
		en: 'An order shipped with an integrated carrier cannot go back from ready to new.',
		ar: 'لا يمكن إرجاع طلب مشحون عبر شركة شحن مرتبطة من جاهز إلى جديد.',
	},
	not_reversible: {
		en: 'Only delivered orders can be reversed.',
		ar: 'لا يمكن استرجاع إلا الطلبات التي تم توصيلها.',
	},
	out_of_stock: {
		en: 'The requested quantity of {field} is not available.',
		ar: 'الكمية المطلوبة من {field} غير متوفرة.',
	},
	quantities_sum: {
		en: 'The received, not received and damaged quantities must add up to between 1 and {max}.',
		ar: 'مجموع الكميات المستلمة وغير المستلمة والتالفة يجب أن يكون بين 1 و {max}.',
	},
	file_type: {
		en: 'The {field} must be a file of type: {types}.',
		ar: 'حقل {field} يجب أن يكون ملفاً من نوع: {types}.',
	},
	file_size: {
		en: 'The {field} may not be greater than {max} kilobytes.',
		ar: 'حجم حقل {field} يجب ألا يزيد عن {max} كيلوبايت.',
	},
	location_disabled: { en: 'The location is not enabled.', ar: 'الموقع غير مفعل.' },
	after_or_equal: {
		en: 'The {field} must be a date after or equal to {other}.',
		ar: 'حقل {field} يجب أن يكون تاريخاً بعد أو يساوي {other}.',
	},
	alpha_dash: {
		en: 'The {field} may only contain letters, numbers, dashes and underscores.',
		ar: 'حقل {field} يجب ألا يحتوي إلا على حروف وأرقام وشرطات.',
	},
	sale_price_below_price: {
		en: 'The sale price must be less than the price.',
		ar: 'سعر التخفيض يجب أن يكون أقل من السعر.',
	},
	max_items: {
		en: 'The {field} may not have more than {max} items.',
		ar: 'حقل {field} يجب ألا يحتوي على أكثر من {max} عنصر.',
	},
	id_or_sku: {
		en: 'Either id or sku is required to identify the product.',
		ar: 'يجب إرسال id أو sku لتحديد المنتج.',
	},
	stock_exists: {
		en: 'The product already has a stock at this location.',
		ar: 'للمنتج مخزون في هذا الموقع مسبقاً.',
	},
} satisfies Record<string, LocalizedText>;

/** Django-REST wording for the validation keys the catalogue service answers with. */
const DRF_MESSAGES: Partial<Record<keyof typeof MESSAGES, LocalizedText>> = {
	required: { en: 'This field is required.', ar: 'هذا الحقل مطلوب.' },
	integer: { en: 'A valid integer is required.', ar: 'يجب إدخال عدد صحيح.' },
	numeric: { en: 'A valid number is required.', ar: 'يجب إدخال رقم صالح.' },
	string: { en: 'Not a valid string.', ar: 'نص غير صالح.' },
	boolean: { en: 'Must be a valid boolean.', ar: 'يجب أن تكون قيمة منطقية صالحة.' },
	array: { en: 'Expected a list of items.', ar: 'يجب إرسال قائمة.' },
	object: { en: 'Expected a dictionary of items.', ar: 'يجب إرسال كائن.' },
	min_number: {
		en: 'Ensure this value is greater than or equal to {min}.',
		ar: 'تأكد أن القيمة أكبر من أو تساوي {min}.',
	},
	max_number: {
		en: 'Ensure this value is less than or equal to {max}.',
		ar: 'تأكد أن القيمة أصغر من أو تساوي {max}.',
	},
	max_string: {
		en: 'Ensure this field has no more than {max} characters.',
		ar: 'تأكد أن هذا الحقل لا يزيد عن {max} حرفاً.',
	},
	min_items: { en: 'This list may not be empty.', ar: 'لا يمكن أن تكون القائمة فارغة.' },
	in: { en: '"{value}" is not a valid choice.', ar: '"{value}" ليس خياراً صالحاً.' },
	exists: {
		en: 'Invalid pk "{value}" - object does not exist.',
		ar: 'المعرف "{value}" غير صالح - العنصر غير موجود.',
	},
	unique: { en: 'This field must be unique.', ar: 'يجب أن تكون قيمة هذا الحقل فريدة.' },
	email: { en: 'Enter a valid email address.', ar: 'أدخل بريداً إلكترونياً صالحاً.' },
	max_items: {
		en: 'Ensure this field has no more than {max} elements.',
		ar: 'تأكد أن هذا الحقل لا يحتوي على أكثر من {max} عنصر.',
	},
	stock_exists: {
		en: 'The fields product, location must make a unique set.',
		ar: 'يجب أن يكون الحقلان product و location فريدين معاً.',
	},
};

export type MessageKey = keyof typeof MESSAGES;

export type MessageStyle = 'laravel' | 'drf';

export function message(
	lang: Lang,
	key: MessageKey,
	params: Record<string, string | number> = {},
	style: MessageStyle = 'laravel',
): string {
	const text = (style === 'drf' ? DRF_MESSAGES[key] : undefined) ?? MESSAGES[key];
	return text[lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
		name in params ? String(params[name]) : whole,
	);
}

/** Names of things that can be "not found", for 404 descriptions. */
export const SUBJECTS = {
	order: { en: 'Order', ar: 'الطلب' },
	customer: { en: 'Customer', ar: 'العميل' },
	category: { en: 'Category', ar: 'التصنيف' },
	product: { en: 'Product', ar: 'المنتج' },
	cart: { en: 'Abandoned cart', ar: 'السلة المتروكة' },
	country: { en: 'Country', ar: 'الدولة' },
	reverseOrder: { en: 'Reverse order', ar: 'طلب الاسترجاع' },
	refund: { en: 'Refund', ar: 'الاسترداد' },
	location: { en: 'Location', ar: 'الموقع' },
	coupon: { en: 'Coupon', ar: 'الكوبون' },
	store: { en: 'Store', ar: 'المتجر' },
	shopperCart: { en: 'Cart', ar: 'السلة' },
} satisfies Record<string, LocalizedText>;

export type Subject = keyof typeof SUBJECTS;
