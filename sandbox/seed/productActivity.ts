/**
 * What customers do around products: back-in-stock requests (docs/zid-api.md §8.12), questions and
 * the store's answers (§8.15), reviews (§8.16). Arabic and English, as the shop's customers write.
 */
import { isoAt } from '../core/dates';
import { stableCode, stableUuid, type Rng } from '../core/random';
import type {
	CustomerRecord,
	ProductAnswerRecord,
	ProductQuestionRecord,
	ProductRecord,
	ProductReviewRecord,
	StockNotificationRecord,
	StockNotificationSettingsRecord,
} from '../db';
import { person } from './people';

const DAY = 86_400_000;
type Pair = readonly [ar: string, en: string];

/** Default texts; placeholders as §8.12 lists them. */
export function seedStockNotificationSettings(anchor: number): StockNotificationSettingsRecord {
	return {
		delay_unit: 'hour',
		delay_value: 1,
		email_text: {
			ar: 'مرحباً {customer_name}، المنتج {product_name} متوفر الآن. اطلبه من هنا: {product_url}',
			en: 'Hi {customer_name}, {product_name} is back in stock. Order it here: {product_url}',
		},
		email_title: {
			ar: '{product_name} متوفر الآن في {store_name}',
			en: '{product_name} is back at {store_name}',
		},
		updated_at: isoAt(anchor - 200 * DAY),
	};
}

export function seedStockNotifications(
	rng: Rng,
	count: number,
	anchor: number,
	products: ProductRecord[],
	customers: CustomerRecord[],
): StockNotificationRecord[] {
	const finite = products.filter((p) => !p.is_infinite);
	const out: StockNotificationRecord[] = [];
	for (let i = 0; i < count && finite.length > 0; i++) {
		const product = rng.pick(finite);
		const customer = rng.chance(0.6) ? rng.pick(customers) : undefined;
		const guest = customer ? undefined : person(rng, new Set());
		const created = anchor - rng.int(1, 120) * DAY + rng.int(0, DAY - 1);
		const notified = rng.chance(0.55);
		const purchased = notified && rng.chance(0.35);
		const phone = guest && rng.chance(0.5) ? `+${guest.mobile}` : null;
		const language = rng.chance(0.7) ? 'ar' : 'en';
		const notifiedAt = notified
			? isoAt(Math.min(anchor - 1000, created + rng.int(1, 20) * DAY))
			: null;
		out.push({
			id: stableUuid('stock-notification', i, product.id),
			code: stableCode(8, 'stock-notification', i, product.id),
			product_id: product.id,
			email: customer?.email ?? guest!.email,
			name: guest?.name ?? null,
			phone,
			customer_id: customer?.id ?? null,
			customer_name: customer?.name ?? null,
			customer_phone_number: customer ? `+${customer.mobile}` : null,
			language,
			is_notified: notified,
			notified_at: notifiedAt,
			purchased,
			purchase_value: purchased ? (product.sale_price ?? product.price) * rng.int(1, 3) : 0,
			created_at: isoAt(created),
			updated_at: notifiedAt ?? isoAt(created),
		});
	}
	return out.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

const QUESTIONS: Pair[] = [
	['هل يتوفر التوصيل في نفس اليوم؟', 'Is same-day delivery available?'],
	['كم يبقى الورد طازجاً؟', 'How long do the flowers stay fresh?'],
	['هل يمكن إضافة بطاقة إهداء مكتوبة بخط اليد؟', 'Can you add a handwritten greeting card?'],
	['هل يأتي مع مزهرية؟', 'Does it come with a vase?'],
	['هل يمكن تغيير اللون؟', 'Can I change the colour?'],
	['هل التغليف مناسب للهدايا؟', 'Is the wrapping suitable as a gift?'],
	['هل توصلون إلى الدمام؟', 'Do you deliver to Dammam?'],
];

const ANSWERS: Pair[] = [
	[
		'نعم، للطلبات قبل الساعة 2 ظهراً داخل الرياض.',
		'Yes, for orders placed before 2 pm within Riyadh.',
	],
	['من 5 إلى 7 أيام مع تغيير الماء يومياً.', 'Five to seven days if the water is changed daily.'],
	[
		'بكل سرور، اكتب نص البطاقة في ملاحظات الطلب.',
		'Gladly: write the card text in the order notes.',
	],
	['نعم، يمكن اختيار ذلك من خيارات المنتج.', 'Yes, you can choose it in the product options.'],
];

export function seedQuestions(
	rng: Rng,
	count: number,
	anchor: number,
	products: ProductRecord[],
): { questions: ProductQuestionRecord[]; answers: ProductAnswerRecord[] } {
	const questions: ProductQuestionRecord[] = [];
	const answers: ProductAnswerRecord[] = [];
	for (let i = 0; i < count && products.length > 0; i++) {
		const asker = person(rng, new Set());
		const text = rng.pick(QUESTIONS);
		const created = anchor - rng.int(1, 200) * DAY + rng.int(0, DAY - 1);
		const question: ProductQuestionRecord = {
			id: rng.uuid(),
			product_id: rng.pick(products).id,
			name: asker.name,
			email: asker.email,
			question: /[\u0600-\u06ff]/.test(asker.name) ? text[0] : text[1],
			created_at: isoAt(created),
			updated_at: isoAt(created),
		};
		questions.push(question);
		if (rng.chance(0.6)) {
			const reply = rng.pick(ANSWERS);
			const at = isoAt(Math.min(anchor - 1000, created + rng.int(1, 48) * 3_600_000));
			answers.push({
				id: rng.uuid(),
				question_id: question.id,
				answer: /[\u0600-\u06ff]/.test(question.question) ? reply[0] : reply[1],
				created_at: at,
				updated_at: at,
			});
		}
	}
	const byDate = <T extends { created_at: string }>(a: T, b: T) =>
		a.created_at.localeCompare(b.created_at);
	return { questions: questions.sort(byDate), answers: answers.sort(byDate) };
}

const REVIEWS: Array<{ rating: number; text: Pair }> = [
	{
		rating: 5,
		text: ['الورد رائع ووصل في الوقت المحدد', 'Beautiful flowers, delivered right on time'],
	},
	{ rating: 5, text: ['تنسيق جميل جداً، شكراً لكم', 'Lovely arrangement, thank you'] },
	{ rating: 4, text: ['جميل لكن التغليف كان بسيطاً', 'Nice, but the wrapping was plain'] },
	{ rating: 4, text: ['جودة ممتازة والسعر مناسب', 'Great quality for the price'] },
	{ rating: 3, text: ['تأخر التوصيل ساعتين', 'Delivery was two hours late'] },
	{ rating: 2, text: ['اللون مختلف عن الصورة', 'The colour differs from the photo'] },
	{ rating: 1, text: ['وصل الورد ذابلاً', 'The flowers arrived wilted'] },
];

export function seedReviews(
	rng: Rng,
	count: number,
	anchor: number,
	products: ProductRecord[],
	customers: CustomerRecord[],
): ProductReviewRecord[] {
	const out: ProductReviewRecord[] = [];
	for (let i = 0; i < count && products.length > 0 && customers.length > 0; i++) {
		const review = rng.pick(REVIEWS);
		const customer = rng.pick(customers);
		const created = anchor - rng.int(0, 180) * DAY - rng.int(1, DAY - 1);
		out.push({
			id: 31_001 + i,
			product_id: rng.pick(products).id,
			customer_id: customer.id,
			rating: review.rating,
			comment: /[\u0600-\u06ff]/.test(customer.name) ? review.text[0] : review.text[1],
			// Newer reviews wait for the merchant's approval more often.
			status: rng.chance(created > anchor - 14 * DAY ? 0.6 : 0.1) ? 'pending' : 'published',
			created_at: isoAt(created),
		});
	}
	return out
		.sort((a, b) => a.created_at.localeCompare(b.created_at))
		.map((r, k) => ({ ...r, id: 31_001 + k }));
}
