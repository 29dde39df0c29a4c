/**
 * The privacy policy's text (000 §2.1). Long-form content lives here rather than in `strings.ts` so it
 * loads only with the privacy page.
 */
export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const POLICY_TITLE = 'Privacy Policy';
export const POLICY_UPDATED = 'Last updated: August 2021';

export const POLICY_INTRO =
  'Shelfline is the back office that schedules field merchandisers, records the services they perform in ' +
  'retail stores, and reports on that work. This policy explains which personal data Shelfline holds, why, ' +
  'for how long, and what you can ask of us.';

export const POLICY_SECTIONS: readonly PolicySection[] = [
  {
    heading: 'Who this policy covers',
    paragraphs: [
      'It covers everyone whose data is in Shelfline: our staff, the independent merchandisers who work with us, ' +
        'people who apply to work with us, and the people at our customers who sign in to see their results.',
    ],
  },
  {
    heading: 'What we collect',
    paragraphs: ['We collect only what we need to run and pay for the work:'],
    list: [
      'Account details: name, login code, e-mail address, phone number and role.',
      'Work details: availability, travel preferences, the services you are scheduled for, confirmations, ' +
        'service reports, pictures taken in stores, orders, charges and invoices.',
      'Location: your home base and the stores you serve, to plan routes and travel distances. Shelfline does ' +
        'not track your device.',
      'Applications: the résumé and answers you send when you apply to work with us.',
      'Technical records: when you sign in and what you change, kept to secure the service and fix faults.',
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'We use your data to schedule and assign services, to pay merchandisers and invoice customers, to report ' +
        'to customers on the work done in their stores, to assess applications, to keep Shelfline secure, and ' +
        'to meet our legal obligations. We do not use it for advertising and we do not profile you.',
    ],
  },
  {
    heading: 'Your data is not shared',
    paragraphs: [
      'We do not sell, rent, trade or otherwise share your personal data with third parties. Reports that ' +
        'customers see describe the work done in their stores; they do not carry your contact details.',
      'Shelfline runs on a cloud hosting provider that stores the data on our behalf. It processes the data ' +
        'only on our instructions and may not use it for its own purposes.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'We keep personal data only for as long as we need it for the purposes above or as the law requires, and ' +
        'never for more than 96 months (eight years). After that it is deleted or made anonymous.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Shelfline is not meant for children under 18: we do not engage them, and we do not knowingly collect ' +
        'their data. If we learn that we hold data about someone under 18, we delete it.',
    ],
  },
  {
    heading: 'Security',
    paragraphs: [
      'Each person sees only what their role needs. Data travels encrypted, sign-in sessions expire, and every ' +
        'change is recorded with who made it and when.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You may ask to see the data we hold about you, to correct it, to have it deleted, or to object to a use ' +
        'of it. Ask your Shelfline contact (your supervisor, account manager or HR), who will pass the request ' +
        'to the person responsible for privacy. We answer within 30 days.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'When this policy changes we update the date at the top of this page, and we tell you at sign-in when a ' +
        'change affects how your data is used.',
    ],
  },
];
