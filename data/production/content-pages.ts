/**
 * The copy of the general, audience and legal pages, written for this product.
 * Bodies are Markdown; headings start at level 2 because the page title is the one h1.
 */
export interface SeedPage {
  hid: string;
  path: string | null;
  kind: "general" | "audience" | "legal" | "news" | "careers";
  title: string;
  summary: string;
  body: string;
  updated: string;
}

export const CONTENT_PAGES: SeedPage[] = [
  {
    hid: "about-dolphin",
    path: "/About-Dolphin",
    kind: "general",
    title: "About Dolphin",
    summary: "We make software that lets people with sight loss read, write, work and learn on their own terms.",
    updated: "2026-09-14",
    body: `Dolphin has built assistive software for people with sight loss for more than thirty years. Our magnifiers, screen readers and reading apps are used at home, at school and at work by people who are blind, partially sighted or living with a print disability.

## What we make

- **SuperNova** magnifies the screen up to 64 times, reads it aloud and works with braille displays, so one product can grow with a person whose sight changes.
- **ScreenReader** gives full speech and braille access to Windows for people who do not use magnification.
- **GuideConnect** is a simple, talking home computer and app for people who have never used a computer, with large menus and a remote control or keyboard.
- **EasyReader** opens talking books, newspapers and documents from online libraries in one reading app with text highlighting and adjustable colours.
- **EasyConverter Express** and **Publisher** turn print documents into large print, audio, DAISY and braille for schools, colleges and transcription services.

## How we work

Everyone who builds our products learns to use them without sight. We test every release with screen reader and magnifier users, including our own staff and our [beta testers](/beta-tester-zone/register). Our support team answers in plain language and will walk you through a problem one step at a time.

## Where you can find us

We work with a network of trained dealers who can visit you, install the software and train you. [Find a dealer near you](/contact/dealer/locate), or [contact us](/contact) directly.`,
  },
  {
    hid: "all-products",
    path: "/AllProducts",
    kind: "general",
    title: "All products",
    summary: "Every Dolphin product in one place, with who it is for and how to try it.",
    updated: "2026-10-02",
    body: `Not sure where to start? Each product below says who it suits. Every Windows product has a free 30-day trial, and our dealers can help you choose.

| Product | Best for | Platforms |
|---|---|---|
| SuperNova Magnifier | People with some useful vision who want a clearer, larger screen | Windows |
| SuperNova Magnifier & Speech | Magnification plus speech to reduce eye strain when reading | Windows |
| SuperNova Magnifier & Screen Reader | Full magnification, speech and braille in one product | Windows |
| ScreenReader | People who use speech or braille rather than magnification | Windows |
| GuideConnect | First-time computer users who want simple talking menus | Windows, Android, iOS |
| EasyReader | Reading talking books, newspapers and documents | Windows, Android, iOS |
| EasyConverter Express | Converting documents to audio, large print and DAISY | Windows |
| Publisher | Producing braille, large print and DAISY at scale | Windows |

## Trying a product

Choose a product from [our products page](/products) to read about it in detail and start a free trial. Trials are complete versions: nothing is hidden, and nothing is charged when the trial ends.

## Buying through a dealer

Dealers in many countries sell, install and support our products, often with training included. [Locate a dealer](/contact/dealer/locate).`,
  },
  {
    hid: "faqs",
    path: "/FAQs",
    kind: "general",
    title: "Frequently asked questions",
    summary: "Quick answers about trials, licences, activation, updates and support.",
    updated: "2026-10-20",
    body: `## Can I try before I buy?

Yes. SuperNova, ScreenReader and GuideConnect for Windows each have a free 30-day trial with every feature turned on. Start one from the product's page.

## How many computers can I use my licence on?

A single-user licence can be activated on up to three computers that you use yourself, such as a desktop, a laptop and a work machine. See [Unlock and activate](/Unlock-and-Activate) for moving a licence.

## What is a Software Maintenance Agreement?

A Software Maintenance Agreement (SMA) gives you every new version released while it is current, free of charge. Without one, you can still install patches for the version you own.

## Where do I find updates?

Search [updates and patches](/products/updates) by product and version. Patches are free for the version you are licensed for.

## Does the software work with my braille display?

SuperNova Magnifier & Screen Reader and ScreenReader support most USB and Bluetooth braille displays. Our [technical information](/Technical-Information) page lists what each product needs.

## How do I get help?

Search the [knowledge base](/support/knowledge-base), or [contact support](/contact/support). Tell us your product, version and serial number and we can help faster.`,
  },
  {
    hid: "developers",
    path: "/Developers",
    kind: "general",
    title: "Developers",
    summary: "How to make your application work well with Dolphin magnifiers and screen readers.",
    updated: "2026-06-30",
    body: `Most applications work with our screen readers and magnifiers without any special effort, provided they follow platform accessibility conventions. This page explains what helps.

## Use the platform's accessibility API

Expose every control through UI Automation on Windows, or through ARIA and semantic HTML on the web. Give each control a name, a role and a state. Our products read what the accessibility API reports; they cannot read what it does not.

## Move the focus, and show it

SuperNova follows keyboard focus and the text caret to decide what to magnify. Applications that draw their own focus indicator without moving system focus leave magnifier users looking at the wrong part of the screen.

## Test with real assistive technology

Request a free developer licence of SuperNova or ScreenReader through [Developer Services](/Developer-Services). We also run accessibility reviews for software and websites.`,
  },
  {
    hid: "developer-services",
    path: "/Developer-Services",
    kind: "general",
    title: "Developer Services",
    summary: "Developer licences, accessibility reviews and integration support for software makers.",
    updated: "2026-06-30",
    body: `We help software companies, public bodies and web teams make their products usable with magnifiers and screen readers.

## Developer licences

Teams building or testing software can apply for a not-for-resale licence of SuperNova or ScreenReader. Licences last twelve months and include updates.

## Accessibility reviews

Our testers, who include blind and partially sighted staff, work through your application or website with SuperNova and ScreenReader and report what stops people, with clear steps to fix each problem. Reviews follow WCAG 2.2 at level AA.

## Integration support

If your application has custom controls that our products cannot read, our engineers can advise on exposing them through UI Automation, or on adding application-specific support in a future release.

To discuss any of these, [send us a message](/contact) and choose 'Developer services' as the subject.`,
  },
  {
    hid: "deia",
    path: "/DEIA",
    kind: "general",
    title: "Diversity, equity, inclusion and accessibility",
    summary: "Our commitments to the people who use our products and the people who make them.",
    updated: "2026-05-12",
    body: `Our products exist because technology too often leaves disabled people out. We hold ourselves to the same standard we ask of others.

## In our products

- Every product is tested by blind and partially sighted people before release.
- We publish what each product supports and where it falls short, so nobody buys the wrong thing.
- This website meets WCAG 2.2 level AA with stronger 7:1 text contrast. Read our [accessibility statement](/accessibility).

## In our workplace

- We recruit through accessible processes: application forms that work with a screen reader, interview adjustments on request, and questions in advance for anyone who wants them.
- Disabled colleagues work across engineering, support, sales and leadership.
- We offer [apprenticeships](/careers/Apprenticeships) open to people without degrees.

## Telling us how we are doing

If something we make or do excludes you, please [tell us](/contact). We reply to every message.`,
  },
  {
    hid: "how-dolphin-helps",
    path: "/How-Dolphin-Helps",
    kind: "general",
    title: "How Dolphin helps",
    summary: "What our software does day to day for people living with sight loss.",
    updated: "2026-08-08",
    body: `Sight loss changes how you use a computer, a phone and printed information. It does not have to stop you. Here is what our software does for people in everyday situations.

## Reading what is on the screen

SuperNova enlarges text and images without blurring, changes colours to reduce glare, and highlights the mouse pointer and text cursor so you never lose your place. When reading becomes tiring, it can read the screen aloud in a natural voice.

## Using a computer without sight

ScreenReader and SuperNova Magnifier & Screen Reader describe everything on the screen through speech or braille: emails, documents, websites and forms. You control everything from the keyboard.

## Staying in touch

GuideConnect puts email, video calls, audiobooks, radio and the news into simple talking menus you can use with a remote control. Family members can be added as contacts so calling them is one choice in a list.

## Reading books and papers

EasyReader brings talking books and newspapers from online libraries into one app, with adjustable text size, colours and reading speed.

## At school and at work

Teachers use EasyConverter Express to turn worksheets into large print and audio. Employers use our software as a workplace adjustment so staff who lose sight can keep doing their job.`,
  },
  {
    hid: "information-and-advice",
    path: "/Information-And-Advice",
    kind: "general",
    title: "Information and advice",
    summary: "Practical guidance for people with sight loss, their families and the professionals who support them.",
    updated: "2026-07-21",
    body: `Whether your sight has changed recently or you support someone whose has, these guides explain the options.

## If your sight is changing

- Start with the settings already on your computer: larger text, high contrast and a larger mouse pointer can help straight away.
- If you still find reading hard, try a magnifier such as SuperNova free for 30 days.
- If you find you are relying on your eyes less and less, speech and braille can take over gradually. SuperNova Magnifier & Screen Reader lets you use both while you learn.

## For family and friends

Set things up so that the person you support can do them alone. Simple routines, like one way to open email, matter more than many features. GuideConnect was designed for exactly this.

## For employers

Assistive software is often funded as a workplace adjustment. Our [business](/Business) page explains how we help employers and assessors.

## Understanding sight loss

Read about the [common causes of sight loss](/Causes-of-Sight-Loss) and how each affects using a screen.`,
  },
  {
    hid: "refunds-and-returns",
    path: "/Refunds-and-Returns",
    kind: "legal",
    title: "Refunds and returns",
    summary: "When and how you can get your money back for software bought directly from us.",
    updated: "2026-04-01",
    body: `We want you to be sure before you buy, which is why every Windows product has a free 30-day trial. If something still goes wrong, this is what we will do.

## Software bought directly from us

- You can ask for a full refund within 30 days of purchase if the software does not work for you, for any reason.
- After 30 days we will refund you if the software has a fault we cannot fix within a reasonable time.
- When we refund a licence we deactivate it. Please uninstall the software from each computer.

## Software Maintenance Agreements

An SMA can be refunded within 30 days if you have not installed a version released during it.

## Software bought through a dealer

Your contract is with the dealer. Please contact them first; we will help them help you.

## How to ask for a refund

[Send us a message](/contact) with your name, serial number and the reason. We reply within two working days and refund to the original payment method within 14 days of agreeing.

Nothing on this page affects your statutory rights.`,
  },
  {
    hid: "technical-information",
    path: "/Technical-Information",
    kind: "general",
    title: "Technical information",
    summary: "System requirements, supported braille displays and network installation for Dolphin products.",
    updated: "2026-10-02",
    body: `## System requirements for Windows products

| | Minimum | Recommended |
|---|---|---|
| Windows | Windows 10 (64-bit) | Windows 11 (64-bit) |
| Processor | 2 GHz dual core | 3 GHz quad core or better |
| Memory | 4 GB | 8 GB or more |
| Disk space | 2 GB | 4 GB, plus 1 GB for each extra voice |
| Screen | 1366 × 768 | 1920 × 1080 |

## Braille displays

SuperNova Magnifier & Screen Reader and ScreenReader support USB and Bluetooth displays using the HID braille standard, and most older displays with their own drivers.

## Network and multi-user installation

Organisations can install with an MSI package and activate from a licence server. Settings can follow users between computers when they sign in.

## Mobile apps

EasyReader and GuideConnect run on Android 10 or later and iOS 16 or later.`,
  },
  {
    hid: "certifications-and-memberships",
    path: "/Certifications-and-Memberships",
    kind: "general",
    title: "Certifications and memberships",
    summary: "The standards we work to and the organisations we belong to.",
    updated: "2026-03-18",
    body: `## Standards we work to

- **WCAG 2.2 level AA** for this website, with 7:1 contrast for text. See our [accessibility statement](/accessibility).
- **EN 301 549**, the European accessibility requirements for ICT, for our software's own interface.
- **ISO/IEC 27001**-aligned information security practices for customer and licence data.

## Data protection

We process personal data under the UK GDPR and the EU GDPR. Our [privacy notice](/privacy) explains what we hold and why.

## Working with the sector

We work alongside sight-loss charities, education authorities and libraries, and take part in the DAISY Consortium's work on accessible reading formats.`,
  },
  {
    hid: "causes-of-sight-loss",
    path: "/Causes-of-Sight-Loss",
    kind: "general",
    title: "Causes of sight loss",
    summary: "The most common eye conditions and how each one changes the way people use a screen.",
    updated: "2026-07-21",
    body: `Sight loss has many causes, and two people with the same condition can see very differently. These notes describe how common conditions tend to affect screen use. They are not medical advice: talk to your optometrist or eye specialist about your own sight.

## Age-related macular degeneration

Central vision blurs or disappears while side vision remains. Reading small text becomes hard. Magnification and high-contrast colours help, and speech reduces the effort of long reading.

## Glaucoma

Side vision narrows, often without notice at first. A heavily magnified screen can be hard to navigate with a narrow field, so moderate magnification with a clear pointer and speech often works better.

## Diabetic retinopathy

Vision can be patchy and change from day to day. Software that lets you change magnification and colours quickly is useful.

## Cataracts

Vision becomes cloudy and glare is a problem. Reducing brightness and inverting colours can make the screen more comfortable.

## Retinitis pigmentosa

Night vision and side vision are usually affected first, and some people later lose most of their sight. Many people move from magnification to a screen reader over time.

Read more in [Information and advice](/Information-And-Advice).`,
  },
  {
    hid: "black-friday",
    path: "/Black-Friday",
    kind: "general",
    title: "Black Friday offers",
    summary: "Our seasonal offer on SuperNova and ScreenReader licences, and how to claim it.",
    updated: "2026-11-16",
    body: `Each year around Black Friday we reduce the price of new SuperNova and ScreenReader licences bought directly from us.

## How the offer works

- The reduction applies to new single-user licences and upgrades from older versions.
- It is applied automatically at checkout while the offer runs; you do not need a code.
- Software Maintenance Agreements bought with a licence are included.

## Not ready to buy?

Start a free 30-day trial now. If you buy while the offer is running, your trial settings carry over.

## Buying for an organisation?

Volume licences are always priced individually. [Contact our sales team](/contact) for a quote.`,
  },
  {
    hid: "be-my-best-self",
    path: "/Be-My-Best-Self",
    kind: "general",
    title: "Be my best self",
    summary: "Stories from people who use Dolphin software to study, work and stay independent.",
    updated: "2026-09-01",
    body: `'Be my best self' is how one of our customers described what she wanted from her software: not a workaround, but the means to do her job as well as anyone.

## Studying

Students use SuperNova to read lecture slides on their own laptop instead of waiting for notes, and EasyReader to get set texts as soon as their classmates do.

## Working

People who lose sight in mid-career use magnification and speech to stay in roles they are good at. Employers often fund the software as a workplace adjustment; our dealers can arrange an assessment and training.

## Living independently

GuideConnect users read their post with a document camera, listen to the radio, and make video calls to family, all from simple talking menus.

If you would like to share how you use our software, [get in touch](/contact).`,
  },
  {
    hid: "unlock-and-activate",
    path: "/Unlock-and-Activate",
    kind: "general",
    title: "Unlock and activate your software",
    summary: "How licences, serial numbers and activation work, and how to move a licence to a new computer.",
    updated: "2026-10-20",
    body: `When you buy a Dolphin product you receive a serial number. Activation links that serial number to your computer so the software runs without time limits.

## Activating for the first time

1. Install the software, or open the trial you already have.
2. Press **Activate** on the start-up screen, or choose **Help**, then **Activate Product**.
3. Type or paste your serial number and press **Next**. With an internet connection, activation takes a few seconds.

## Activating without an internet connection

Choose **Activate by phone or email** and send us the code shown. We reply with an unlock code to type in.

## Moving to a new computer

Deactivate on the old computer first (**Help**, then **Deactivate Product**). This returns the activation so you can use it on the new one. If the old computer has failed, [contact support](/contact/support) and we will release it for you.

## Unlocking EasyReader Premium

EasyReader Premium is unlocked with an unlock code and your DolphinID. Enter both on the [EasyReader Premium unlock page](/account/easyreader-premium/status).`,
  },
  {
    hid: "old-home",
    path: "/old-home",
    kind: "general",
    title: "Dolphin: software for people with sight loss",
    summary: "The previous version of our homepage, kept for people who bookmarked it.",
    updated: "2026-02-10",
    body: `You have reached the page that used to be our homepage. Everything that was here has moved to the [current homepage](/), and the links below go straight to the most visited sections.

## Popular sections

- [Our products](/products) and free 30-day trials
- [Updates and patches](/products/updates)
- [Support and the knowledge base](/support)
- [Find a dealer](/contact/dealer/locate)
- [Events](/events) and [webinars](/webinars)

If you were looking for something that is no longer here, please [tell us what was missing](/report-missing-page).`,
  },
  {
    hid: "privacy",
    path: "/privacy",
    kind: "legal",
    title: "Privacy notice",
    summary: "What personal data we collect, why, how long we keep it and your rights.",
    updated: "2026-09-30",
    body: `This notice explains how Dolphin uses personal data when you use this website, your DolphinID account, our software and video calling.

## What we collect

- **When you contact us**: your name, email address, phone number and your message.
- **When you download or trial a product**: your name, email address, country and the product and version.
- **When you buy**: your name, address and licence details. Payments are handled by our payment provider; we never see your full card number.
- **Your DolphinID account**: your email address, a securely hashed password, your address book and your video-calling settings.
- **When you apply for a job**: your application and CV.
- **With your permission only**: analytical and marketing cookies. See [Manage cookies](/Manage-Cookies).

## Why we use it

To answer you, provide and support the software you have chosen, keep your account working, meet legal obligations, and, only if you agree, send you news.

## Video calling

Calls connect directly between browsers wherever possible. We do not record calls or store their content. We keep your address book and call settings until you delete them or close your account.

## How long we keep it

Messages and support records: three years. Licence records: as long as the licence is valid plus six years. Job applications: six months after the role is filled, unless you agree to us keeping them longer.

## Your rights

You can ask for a copy of your data, ask us to correct or delete it, object to how we use it, or withdraw consent at any time. [Contact us](/contact) to do any of these. You can also complain to your data protection authority.`,
  },
  {
    hid: "terms",
    path: "/terms",
    kind: "legal",
    title: "Terms of use",
    summary: "The terms for using this website and your DolphinID account.",
    updated: "2026-09-30",
    body: `These terms apply when you use this website or sign in with a DolphinID. Software licences have their own licence agreement, shown when you install.

## Your account

Keep your password to yourself and tell us straight away if you think someone else has used your account. You can close your account at any time by contacting us.

## Using the site fairly

Do not try to break into the site, overload it, or use it to send unlawful or abusive content. We may suspend accounts that do.

## Content on this site

The text, images and videos here belong to Dolphin or our partners. You may print or save pages for your own use and share links freely.

## Downloads

Trial and demonstration downloads are for evaluating our products. Each download link works for a limited time and a limited number of uses.

## Liability

We take care to keep this site accurate and available but cannot promise it will never be wrong or unavailable. Nothing in these terms limits liability that cannot be limited by law.

## Changes

We may update these terms. The date at the bottom of this page shows when they last changed.`,
  },
  {
    hid: "video-calling-terms",
    path: "/video-calling-terms",
    kind: "legal",
    title: "Video calling terms and conditions",
    summary: "The terms you accept before making and receiving video calls with your DolphinID.",
    updated: "2026-09-30",
    body: `Video calling lets DolphinID account holders call each other by video or voice from the website and from GuideConnect. You accept these terms once, from your account, before your first call.

## Who can call you

You choose who may call you in your call settings: anyone with a DolphinID, only people in your address book (the default), or nobody. You can change this at any time.

## What we store

We store your address book and your call settings. We do not record, store or listen to calls. Calls are encrypted between the two browsers or apps taking part.

## Fair use

Video calling is for personal and business calls between people who want to speak to each other. Do not use it to harass anyone, to send unsolicited calls in bulk, or for emergency services: it cannot call emergency numbers.

## Availability

Calls need a working internet connection, a microphone, and for video, a camera. We work to keep the service available but cannot guarantee every call will connect.

## Ending the service

You can stop using video calling at any time. We may suspend calling for accounts that break these terms.

These terms sit alongside our general [terms of use](/terms) and [privacy notice](/privacy).`,
  },
  {
    hid: "cookie-policy",
    path: "/Cookie-Policy",
    kind: "legal",
    title: "Cookie policy",
    summary: "Which cookies this site uses, what each is for, and how you control them.",
    updated: "2026-09-30",
    body: `Cookies are small files a website saves on your device. This site uses as few as possible.

## Essential cookies

These keep the site working and cannot be turned off: your cookie choice itself, your sign-in session, sign-in protection while you log in with DolphinID, the caller details while you answer a video call, and a reminder that we have told you your browser is out of date.

## Analytical and marketing cookies

Only with your permission, we count visits and record a few events such as carousel use and clicks on our sales telephone number. Embedded videos and the live chat load only after you allow these cookies.

## Your choice lasts one week

We ask again after a week so your choice stays current. You can change it at any time on [Manage cookies](/Manage-Cookies); when you block cookies we delete any already set.

## More information

Our [privacy notice](/privacy) explains how we use personal data.`,
  },
  {
    hid: "accessibility",
    path: "/accessibility",
    kind: "legal",
    title: "Accessibility statement",
    summary: "The standard this website meets, how we test it, and how to report a problem.",
    updated: "2026-11-01",
    body: `Our customers use screen readers, magnifiers, braille displays and keyboards, so this website is built to work with all of them.

## The standard we meet

This website meets the **Web Content Accessibility Guidelines (WCAG) 2.2 at level AA**. We go further where it matters most to people with low vision:

- body text has a contrast ratio of at least **7:1** (WCAG 2.2 level AAA, success criterion 1.4.6);
- the keyboard focus indicator is at least 3 pixels thick with 3:1 contrast;
- buttons and links are at least 44 by 44 pixels;
- pages reflow at 320 pixels wide and work at 200% text size;
- the site follows your system settings for reduced motion, increased contrast and forced colours.

Every page works before JavaScript loads, and every form can be completed with a keyboard alone.

## How we test

- **Automated checks**: every page is checked with axe-core against WCAG 2.2 A and AA rules in our automated browser tests, which must pass with zero violations before a change is released.
- **Manual testing**: we test with SuperNova, ScreenReader, NVDA, VoiceOver and keyboard alone, at 200% and 400% zoom, and in Windows high contrast mode.
- **People with sight loss**: blind and partially sighted colleagues and beta testers use the site and report what gets in their way.

## Known limitations

Embedded videos come from a third-party player; we provide a written transcript for each. The events map is a visual extra: every event on it is also in the list beside it.

## Reporting a problem

If anything on this site is hard to use, please tell us:

- use the [contact form](/contact) and choose the subject 'Website accessibility';
- or [report a missing page](/report-missing-page) if a link took you nowhere.

Tell us the page address and what happened. We reply within two working days and aim to fix accessibility problems within 20 working days.

This statement was last reviewed on 1 November 2026.`,
  },
  {
    hid: "assessors",
    path: "/Assessors",
    kind: "audience",
    title: "For assessors",
    summary: "Help for needs assessors, rehabilitation officers and occupational therapists recommending assistive software.",
    updated: "2026-08-15",
    body: `Assessors recommend the software that shapes someone's education or working life. We make that recommendation easier to get right.

## Assessor licences

Qualified assessors can apply for a free licence of SuperNova Magnifier & Screen Reader for demonstrations and assessments. It covers every edition, so you can show the difference between magnification, speech and braille in one session.

## Writing a recommendation

- **SuperNova Magnifier** for people who read comfortably with enlargement and colour changes.
- **SuperNova Magnifier & Speech** where reading fatigue is a concern.
- **SuperNova Magnifier & Screen Reader** for progressive conditions, or where braille is used.
- **ScreenReader** for people who do not use the screen at all.

Include training: people get far more from software they have been shown how to use. Our dealers provide installation and training as part of a package.

## Training for assessors

We run free online sessions on new releases. See our [webinars](/webinars).`,
  },
  {
    hid: "business",
    path: "/Business",
    kind: "audience",
    title: "For business",
    summary: "Assistive software as a workplace adjustment: licensing, deployment and support for employers.",
    updated: "2026-08-15",
    body: `When an employee has sight loss, the right software lets them keep doing the job they are good at. We help employers provide it quickly and manage it easily.

## Workplace adjustments

SuperNova and ScreenReader work with the applications your staff already use: Microsoft 365, web browsers, PDF readers and many line-of-business systems. A dealer can assess the job and recommend the right edition and training.

## Deployment

- MSI packages for silent installation.
- Network licensing so licences can move between staff.
- Settings that follow users between desks and remote sessions.

## Support

Your IT team can contact our technical support directly. Customers with a Software Maintenance Agreement receive every new version as soon as it is released.

[Talk to our sales team](/contact) about volume licences.`,
  },
  {
    hid: "charities",
    path: "/Charities",
    kind: "audience",
    title: "For charities",
    summary: "How sight-loss charities and community groups use Dolphin software with the people they support.",
    updated: "2026-08-15",
    body: `Charities and community groups introduce many people to technology for the first time. We support that work.

## GuideConnect for first-time users

GuideConnect's talking menus and simple remote let people who have never used a computer send email, make video calls and listen to audiobooks in a single session. Volunteers can learn to teach it in an afternoon.

## Resource centres

Equip a resource centre with SuperNova so visitors can try magnification, speech and braille for themselves. Charity pricing is available.

## Working together

We provide training for staff and volunteers, printed and large-print guides, and speakers for events. [Contact us](/contact) to talk about a partnership.`,
  },
  {
    hid: "education",
    path: "/Education",
    kind: "audience",
    title: "For education",
    summary: "Software for pupils and students with sight loss, and for the staff who prepare accessible materials.",
    updated: "2026-08-15",
    body: `From primary school to university, pupils with sight loss need to read what their classmates read, at the same time.

## For students

- **SuperNova** on a school laptop enlarges the board, slides and digital textbooks.
- **EasyReader** gives access to talking and large-print books, with EasyReader Premium for schools managing many students.

## For teachers and support staff

- **EasyConverter Express** turns worksheets and handouts into large print, audio and DAISY in minutes.
- **Publisher** produces braille and accessible formats for whole schools or local authorities.

## Site and campus licences

Education licences cover every computer in a school or campus, with MSI installation and network licensing. Ask us for a quote through the [contact form](/contact).`,
  },
  {
    hid: "libraries-audience",
    path: "/Libraries",
    kind: "audience",
    title: "For libraries",
    summary: "Bringing accessible reading to library members with sight loss or print disabilities.",
    updated: "2026-08-15",
    body: `Libraries have a duty to serve readers who cannot read standard print. Our reading apps connect them to your collections.

## EasyReader and GuideConnect

Both apps can sign in to online libraries, so members borrow and read talking books and e-books without downloading files by hand. See the libraries already available in [EasyReader](/EasyReader/Libraries-List) and [GuideConnect](/GuideConnect/Libraries-List).

## Joining the list

If your library lends accessible titles online and would like to appear in our apps, [contact us](/contact). We work with your lending platform to add a sign-in that your members can use.

## In the library

Install SuperNova on public computers so members with low vision can use the catalogue, the web and office software independently.`,
  },
  {
    hid: "tech-for-home",
    path: "/Tech-for-Home",
    kind: "audience",
    title: "Technology for home",
    summary: "Simple, talking technology for reading, listening and staying in touch at home.",
    updated: "2026-08-15",
    body: `At home, technology should make everyday things easier, not add a new thing to learn.

## GuideConnect

GuideConnect turns a computer or tablet into a talking assistant with large, simple menus. With it you can:

- read your post aloud with a document camera;
- send and receive email by voice or keyboard;
- make video calls to family and friends;
- listen to talking books, podcasts and radio stations.

## SuperNova at home

If you already use a computer, SuperNova enlarges and reads the screen so you can carry on with the things you enjoy: shopping, banking, photographs and the news.

## Getting set up

A dealer can install everything and show you how to use it in your own home. [Find a dealer](/contact/dealer/locate).`,
  },
  {
    hid: "apprenticeships",
    path: "/careers/Apprenticeships",
    kind: "careers",
    title: "Apprenticeships",
    summary: "Learn software development, testing or customer support while you earn, with a nationally recognised qualification.",
    updated: "2026-09-20",
    body: `Our apprenticeships combine paid work in our teams with study towards a recognised qualification. You do not need a degree, and we welcome applicants with sight loss or other disabilities.

## What you will do

- **Software development**: build features in our products alongside experienced engineers, learning to make software that works with screen readers and magnifiers.
- **Software testing**: test every release with assistive technology and learn how to write clear bug reports.
- **Customer support**: help customers by phone, email and remote session, and learn our products inside out.

## What we offer

- A salary from day one and paid time for study.
- A mentor in your team and regular reviews.
- Any adjustments you need for the role, for your course and for your interview.

## How to apply

Apply through the [application form](/careers/vacancies/apply) and choose the apprenticeship you are interested in. If you would like to talk first, [contact us](/contact).`,
  },
  {
    hid: "news-supernova-23",
    path: null,
    kind: "news",
    title: "SuperNova 23 released",
    summary: "SuperNova 23 brings faster document reading, natural voices in 30 languages and a new magnifier lens.",
    updated: "2026-10-01",
    body: `SuperNova 23 is available now for every edition.

## What is new

- Documents open and begin reading up to twice as fast in Microsoft Word and PDF readers.
- Natural-sounding voices in 30 languages, installed on demand.
- A new lens view magnifies the area around the pointer while the rest of the screen stays at normal size.

Customers with a current Software Maintenance Agreement can upgrade free of charge from [updates and patches](/products/updates).`,
  },
  {
    hid: "news-guideconnect-video-calling",
    path: null,
    kind: "news",
    title: "Video calling in GuideConnect and on the web",
    summary: "DolphinID account holders can now call each other by video or voice from GuideConnect and this website.",
    updated: "2026-08-20",
    body: `Video calling is now part of GuideConnect and your Dolphin account on this website.

## How it works

Add people to your address book, accept the [video calling terms](/video-calling-terms), and call them with one choice. Incoming calls are announced by voice and can be answered with video off.

You decide who may call you: anyone, only your contacts, or nobody.`,
  },
  {
    hid: "news-easyreader-libraries",
    path: null,
    kind: "news",
    title: "More libraries in EasyReader",
    summary: "EasyReader now connects to more online libraries across Europe and North America.",
    updated: "2026-06-05",
    body: `We have added new libraries to EasyReader this spring, so more readers can borrow talking books and e-books without leaving the app.

See the [full list of EasyReader libraries](/EasyReader/Libraries-List), filtered by country and language.`,
  },
  {
    hid: "getting-help-from-a-dealer",
    path: null,
    kind: "general",
    title: "Getting help from a Dolphin dealer",
    summary: "What a dealer can do for you, from assessment to installation and training.",
    updated: "2026-05-02",
    body: `Dolphin dealers are independent companies trained on our products. Many employ people with sight loss themselves.

## What a dealer can do

- Assess what you need and recommend the right product and edition.
- Install and activate the software on your computer, at home or at work.
- Train you, one to one, at your own pace.
- Provide hardware such as braille displays and document cameras.

[Find a dealer near you](/contact/dealer/locate).`,
  },
];
