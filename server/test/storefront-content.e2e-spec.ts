import { ContactInquiry } from '../src/entities/contact-inquiry.entity';
import { NewsletterSubscriber } from '../src/entities/newsletter-subscriber.entity';
import { SliderImage } from '../src/entities/slider-image.entity';
import { SocialPost } from '../src/entities/social-post.entity';
import { CUSTOMER_PASSWORD, INR_CUSTOMER_EMAIL, type TestServer, startTestServer } from './support/test-server';

const SLIDER_IMAGES = '{ sliderImages { id imageUrl createdAt } }';
const SOCIAL_POSTS = 'query SocialPosts($first: Int) { socialPosts(first: $first) { id imagePath link createdAt } }';
const SUBMIT_INQUIRY = `mutation ContactSubmit($input: ContactInquiryInput!) {
  submitContactInquiry(input: $input) {
    __typename
    ... on ContactInquiryReceived { inquiryId receivedAt message }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;
const SUBSCRIBE = `mutation NewsletterSubscribe($email: String!) {
  subscribeNewsletter(email: $email) {
    __typename
    ... on NewsletterSubscription { email alreadySubscribed message }
    ... on ErrorResult { errorCode message }
    ... on InputValidationError { fieldErrors { field message } }
  }
}`;

const validInquiry = (over: Record<string, unknown> = {}) => ({
  name: 'Meera Iyer',
  phone: '+91 98765 43210',
  subject: 'Custom engagement ring',
  email: 'meera.iyer@example.com',
  message: 'Could you make the solitaire ring in 22K with a smaller stone?',
  ...over,
});

const uniqueEmail = (label: string) => `${label}.${Math.random().toString(36).slice(2)}@example.com`;

describe(`storefront content: slider, social posts, contact inquiries, newsletter [${process.env.TEST_DB_KIND}]`, () => {
  let t: TestServer;
  const inquiryCount = () => t.server.dataSource.getRepository(ContactInquiry).count();
  const subscriberCount = () => t.server.dataSource.getRepository(NewsletterSubscriber).count();
  const activeSlides = () =>
    t.server.dataSource.getRepository(SliderImage).find({ where: { isActive: true }, order: { position: 'ASC', id: 'ASC' } });
  const postsNewestFirst = () => t.server.dataSource.getRepository(SocialPost).find({ order: { createdAt: 'DESC', id: 'DESC' } });

  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  describe('slider images', () => {
    it('answers the active slides in position order on GraphQL and GET /api/slider/active, in one statement', async () => {
      // Arrange: hide one slide and move the last one to the front.
      const slides = t.server.dataSource.getRepository(SliderImage);
      const seeded = await activeSlides();
      expect(seeded.length).toBeGreaterThanOrEqual(3);
      await slides.update({ id: seeded[1].id }, { isActive: false });
      await slides.update({ id: seeded.at(-1)!.id }, { position: -1 });
      const expected = await activeSlides();

      // Act
      const gql = await t.gql(SLIDER_IMAGES);
      const rest = await t.rest('GET', '/api/slider/active');

      // Assert
      expect(expected.map((s) => s.id)).not.toContain(seeded[1].id);
      expect(expected[0].id).toBe(seeded.at(-1)!.id);
      expect(gql.body.data.sliderImages).toEqual(
        expected.map((s) => ({ id: s.id, imageUrl: s.imageUrl, createdAt: s.createdAt.toISOString() })),
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual(expected.map((s) => ({ sliderId: s.id, imageUrl: s.imageUrl })));
      expect(gql.sqlStatements).toBe(1);
      expect(rest.sqlStatements).toBe(1);
      await slides.update({ id: seeded[1].id }, { isActive: true });
    });

    it('stores image paths relative to the API base, and the server serves them under /api', async () => {
      const [first] = (await t.rest('GET', '/api/slider/active')).body as { imageUrl: string }[];
      expect(first.imageUrl).toMatch(/^uploads\//);
      const image = await fetch(`${t.url}/api/${first.imageUrl}`);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toMatch(/^image\//);
    });
  });

  describe('social posts', () => {
    it('lists the posts newest first, 12 by default, on GraphQL and GET /api/instagram-posts', async () => {
      // Arrange: a newer post than the seeded ones.
      const posts = t.server.dataSource.getRepository(SocialPost);
      const added = await posts.save(
        posts.create({
          imagePath: 'uploads/social/post-1.webp',
          link: 'https://www.instagram.com/p/newest/',
          createdAt: new Date(Date.now() + 60_000),
        }),
      );
      const expected = await postsNewestFirst();

      // Act
      const gql = await t.gql(SOCIAL_POSTS);
      const rest = await t.rest('GET', '/api/instagram-posts');

      // Assert
      expect(expected[0].id).toBe(added.id);
      expect(gql.body.data.socialPosts).toEqual(
        expected.slice(0, 12).map((p) => ({ id: p.id, imagePath: p.imagePath, link: p.link, createdAt: p.createdAt.toISOString() })),
      );
      expect(rest.status).toBe(200);
      expect(rest.body).toEqual(expected.map((p) => ({ id: p.id, imagePath: p.imagePath, link: p.link })));
    });

    it('honours `first` (clamped to 1-100) and issues one statement however many posts it answers', async () => {
      // Arrange: enough posts to tell 3 from 30.
      const posts = t.server.dataSource.getRepository(SocialPost);
      await posts.save(
        Array.from({ length: 30 }, (_, i) =>
          posts.create({ imagePath: `uploads/social/post-${(i % 9) + 1}.webp`, link: `https://www.instagram.com/p/bulk${i}/` }),
        ),
      );
      const expected = await postsNewestFirst();

      // Act
      const three = await t.gql(SOCIAL_POSTS, { first: 3 });
      const thirty = await t.gql(SOCIAL_POSTS, { first: 30 });
      const zero = await t.gql(SOCIAL_POSTS, { first: 0 });
      const huge = await t.gql(SOCIAL_POSTS, { first: 5000 });

      // Assert
      expect(three.body.data.socialPosts.map((p: { id: number }) => p.id)).toEqual(expected.slice(0, 3).map((p) => p.id));
      expect(thirty.body.data.socialPosts).toHaveLength(30);
      expect(zero.body.data.socialPosts).toHaveLength(1);
      expect(huge.body.data.socialPosts).toHaveLength(Math.min(expected.length, 100));
      expect(three.sqlStatements).toBe(1);
      expect(thirty.sqlStatements).toBe(three.sqlStatements);
    });
  });

  describe('contact inquiries', () => {
    it("stores a guest's message with status new, trimmed, the e-mail in lower case", async () => {
      // Arrange
      const before = await inquiryCount();
      const input = validInquiry({ name: '  Meera Iyer ', email: 'Meera.Iyer@Example.com', inquiryType: 'Custom order' });

      // Act
      const result = await t.gql(SUBMIT_INQUIRY, { input });

      // Assert
      const answer = result.body.data.submitContactInquiry;
      expect(answer).toMatchObject({ __typename: 'ContactInquiryReceived', inquiryId: expect.any(Number), message: expect.any(String) });
      expect(await inquiryCount()).toBe(before + 1);
      const row = await t.server.dataSource.getRepository(ContactInquiry).findOneByOrFail({ id: answer.inquiryId });
      expect(row).toEqual({
        id: answer.inquiryId,
        inquiryType: 'Custom order',
        name: 'Meera Iyer',
        email: 'meera.iyer@example.com',
        phone: '+91 98765 43210',
        subject: input.subject,
        message: input.message,
        status: 'new',
        createdAt: expect.any(Date),
      });
      expect(new Date(answer.receivedAt).toISOString()).toBe(row.createdAt.toISOString());
    });

    it("accepts a signed-in customer's message too, and leaves inquiryType empty when not sent", async () => {
      const token = await t.login(INR_CUSTOMER_EMAIL, CUSTOMER_PASSWORD);
      const result = await t.gql(SUBMIT_INQUIRY, { input: validInquiry({ phone: '9876543210' }) }, token);
      const answer = result.body.data.submitContactInquiry;
      expect(answer.__typename).toBe('ContactInquiryReceived');
      const row = await t.server.dataSource.getRepository(ContactInquiry).findOneByOrFail({ id: answer.inquiryId });
      expect(row).toMatchObject({ inquiryType: null, phone: '9876543210', status: 'new' });
    });

    it.each([
      ['name', { name: '   ' }, 'Name is required'],
      ['phone', { phone: '' }, 'Phone number is required'],
      ['phone', { phone: 'call me maybe' }, 'Please enter a valid phone number'],
      ['phone', { phone: '+12 34' }, 'Please enter a valid phone number'],
      ['subject', { subject: '' }, 'Subject is required'],
      ['email', { email: '' }, 'Email is required'],
      ['email', { email: 'meera-at-example.com' }, 'Please enter a valid email address'],
      ['message', { message: ' \n ' }, 'Message is required'],
      ['name', { name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
      ['subject', { subject: 'x'.repeat(201) }, 'Subject must be at most 200 characters'],
      ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      ['inquiryType', { inquiryType: 'x'.repeat(51) }, 'Inquiry type must be at most 50 characters'],
    ])('refuses a bad %s with a clear text and stores nothing (%#)', async (field, over, message) => {
      // Arrange
      const before = await inquiryCount();
      // Act
      const result = await t.gql(SUBMIT_INQUIRY, { input: validInquiry(over) });
      // Assert
      expect(result.body.data.submitContactInquiry).toMatchObject({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message,
      });
      expect(result.body.data.submitContactInquiry.fieldErrors).toEqual([{ field, message }]);
      expect(await inquiryCount()).toBe(before);
    });

    it('lists every missing field at once when the form is sent empty', async () => {
      const before = await inquiryCount();
      const result = await t.gql(SUBMIT_INQUIRY, { input: { name: '', phone: '', subject: '', email: '', message: '' } });
      expect(result.body.data.submitContactInquiry.fieldErrors).toEqual([
        { field: 'name', message: 'Name is required' },
        { field: 'phone', message: 'Phone number is required' },
        { field: 'subject', message: 'Subject is required' },
        { field: 'email', message: 'Email is required' },
        { field: 'message', message: 'Message is required' },
      ]);
      expect(await inquiryCount()).toBe(before);
    });

    it('refuses a form without a required field at the schema level, storing nothing', async () => {
      const before = await inquiryCount();
      const { message: _omitted, ...withoutMessage } = validInquiry();
      const result = await t.gql(SUBMIT_INQUIRY, { input: withoutMessage });
      expect(result.status).toBe(400);
      expect(result.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      expect(await inquiryCount()).toBe(before);
    });
  });

  describe('newsletter', () => {
    it('stores a new address once, in lower case', async () => {
      // Arrange
      const email = uniqueEmail('Reader');
      const before = await subscriberCount();
      // Act
      const result = await t.gql(SUBSCRIBE, { email: `  ${email.toUpperCase()} ` });
      // Assert
      expect(result.body.data.subscribeNewsletter).toEqual({
        __typename: 'NewsletterSubscription',
        email: email.toLowerCase(),
        alreadySubscribed: false,
        message: 'Thank you for subscribing!',
      });
      expect(await subscriberCount()).toBe(before + 1);
      expect(await t.server.dataSource.getRepository(NewsletterSubscriber).findOneBy({ email: email.toLowerCase() })).not.toBeNull();
    });

    it('answers a second sign-up of the same address (any case) with alreadySubscribed and writes nothing', async () => {
      // Arrange
      const email = uniqueEmail('twice');
      await t.gql(SUBSCRIBE, { email });
      const before = await subscriberCount();
      // Act
      const again = await t.gql(SUBSCRIBE, { email: email.toUpperCase() });
      // Assert
      expect(again.body.data.subscribeNewsletter).toMatchObject({ __typename: 'NewsletterSubscription', email, alreadySubscribed: true });
      expect(await subscriberCount()).toBe(before);
    });

    it('keeps one row when the same address signs up many times at once', async () => {
      // Arrange
      const email = uniqueEmail('race');
      const before = await subscriberCount();
      // Act
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => t.gql(SUBSCRIBE, { email: i % 2 ? email.toUpperCase() : email })),
      );
      // Assert
      const answers = results.map((r) => r.body.data.subscribeNewsletter);
      expect(answers.every((a) => a.__typename === 'NewsletterSubscription' && a.email === email)).toBe(true);
      expect(answers.filter((a) => !a.alreadySubscribed)).toHaveLength(1);
      expect(await subscriberCount()).toBe(before + 1);
    });

    it.each([
      ['', 'Email is required'],
      ['   ', 'Email is required'],
      ['reader.example.com', 'Please enter a valid email address'],
      ['reader@', 'Please enter a valid email address'],
      [`${'x'.repeat(250)}@example.com`, 'Email must be at most 255 characters'],
    ])('refuses %j with a clear text and stores nothing', async (email, message) => {
      const before = await subscriberCount();
      const result = await t.gql(SUBSCRIBE, { email });
      expect(result.body.data.subscribeNewsletter).toEqual({
        __typename: 'InputValidationError',
        errorCode: 'INPUT_VALIDATION_ERROR',
        message,
        fieldErrors: [{ field: 'email', message }],
      });
      expect(await subscriberCount()).toBe(before);
    });
  });
});
