import { maxAddressLength, type RefusalMessages } from "#shared/newsletter-api.ts";

/** English texts. This file defines the shape of the dictionary; `se.ts` must match it key for key.
 * A `{ simulated, live }` pair is a text that differs with the newsletter's mode (docs/decisions/018).
 * Amounts keep "SEK" and the number together with a no-break space. */
export const en = {
  // The courses by e-mail (issue 32): the sign-up's choices and a lesson mail's "stop this course".
  signupChoices: {
    legend: "What would you like by e-mail?",
    hint: "A course is one lesson every few days.",
    newsletter: "The newsletter",
    course: "The course “{course}”",
    nothingChosen: "Choose at least one.",
  },
  nav: {
    home: "Home",
    privacy: "Privacy",
    cookies: "Cookies",
    terms: "Terms",
    main: "Main",
    menu: "Menu",
    closeMenu: "Close menu",
    language: "Language",
    brandHome: "{brand}, home page",
    skipToContent: "Skip to main content",
  },
  home: {
    metaTitle: "Skattlyktan – the Swedish tax changes for your 2026 income, explained",
    metaDescription:
      "Free, plain-language guides for the tax return you file in spring 2027: new tax rates, digital declaration and deductions for 2026, and what changed in 2025. General information, not tax advice.",
  },
  hero: {
    eyebrow: "Free tax education · The 2027 tax return",
    title: "Get ready to declare your 2026 income",
    subtitle:
      "In spring 2027 you declare what you earned in 2026. Here is what changed for 2026, what changed the year before and what it means for you.",
    mission:
      "Our mission is simple: free, plain-language tax education for everyone who lives in Sweden, whether you were born here or have just moved here.",
    cta: { simulated: "About the newsletter", live: "Get free updates by e-mail" },
    // The hero's second, quieter way in: to the course cards (issue 41).
    coursesLink: "Start a free course",
    disclaimer:
      "This is general information, not professional tax advice; for your own situation, check with Skatteverket at [skatteverket.se](https://www.skatteverket.se).",
    // Income year 2026 first (declared in spring 2027), 2025 as last year's figure (issue 51).
    glance: {
      title: "Your 2026 income at a glance",
      stateTax: {
        label: "State income tax threshold",
        value: "SEK 643,000",
        note: "of taxable income in 2026 (skiktgräns); SEK 625,800 in 2025",
      },
      fribelopp: {
        label: "Tax-free on ISK savings",
        value: "SEK 300,000",
        note: "per person in 2026 (fribelopp); SEK 150,000 in 2025",
      },
      rot: {
        label: "ROT deduction",
        value: "30%",
        note: "of the labour cost from January 1, 2026; 50% for work paid May 12–December 31, 2025",
      },
      // The 2027 dates are not published (course-facts.md): say so.
      deadline: {
        label: "Declaring your 2026 income",
        value: "No dates yet",
        note: "check Skatteverket in February 2027; the 2026 season ended on May 4, 2026",
      },
    },
  },
  features: {
    title: "What changes for your 2026 income",
    subtitle:
      "Three changes that affect most people who live and pay tax in Sweden, for the return you file in spring 2027, with what changed last year.",
    feature1: {
      title: "New tax rates",
      description:
        "For 2026 you can earn more before state income tax starts. If you are under 66, you pay no state tax on a salary or pension of up to SEK 660,400 a year.",
      points: [
        "The threshold for state income tax (skiktgräns: the taxable income above which state tax is charged) is SEK 643,000 for 2026, up from SEK 625,800 in 2025.",
        "The income at which you start paying state income tax (brytpunkt) is SEK 660,400 a year for 2026 if you are under 66, and SEK 760,500 from 66. In tax rules, “from 66” means that you had turned 66 before the tax year began.",
        "Among the 2026 budget’s changes: a stronger earned income tax credit (jobbskatteavdrag), a higher basic deduction for people who were 66 at the start of the year, and lower tax on sickness and activity compensation.",
        "Last year, 2025: the threshold was SEK 625,800 (SEK 598,500 in 2024), and state tax started at SEK 643,100 a year, roughly SEK 53,600 a month, under 66 and at SEK 733,200 from 66 (for 2025: born in 1958 or earlier).",
      ],
    },
    feature2: {
      title: "Digital declaration",
      description:
        "In spring 2027 you declare your 2026 income, and most people approve the return digitally, with no paper at all. The 2027 dates are not out yet: check Skatteverket in February 2027.",
      points: [
        "You approve your return in Skatteverket’s e-service or app, where you sign in with an electronic ID (e-legitimation) such as BankID, the ID app most people in Sweden use. Without an e-ID, you can approve it in the app, by text message or by phone, with the security codes printed with your return.",
        "By text message or phone you can only approve the return unchanged. In the app you can also add a travel deduction; every other change needs the e-service or the paper form.",
        "Last year, for your 2025 income: returns reached digital mailboxes on March 2–6, 2026, and the e-service opened on March 17, 2026. A return approved digitally without changes or additions by March 31, 2026, gave any refund on April 7–10, 2026. The last day to declare was May 4, 2026; refunds for most others who declared on time were paid from June 9–12, 2026.",
      ],
    },
    feature3: {
      title: "Deduction updates",
      description:
        "For 2026 the tax-free amount (fribelopp) on savings in ISK, capital insurance and PEPP accounts is SEK 300,000, the ROT deduction is 30% again and interest on loans without security no longer reduces your tax.",
      points: [
        "Tax-free amount (fribelopp): SEK 300,000 for 2026, up from SEK 150,000 in 2025. It applies per person, to all your holdings in ISK, capital insurance and PEPP (a pan-European personal pension) together.",
        "The ROT deduction (rotavdraget, a tax reduction for repair, maintenance, conversion and extension work on your home) is 30% of the labour cost for work paid from January 1, 2026. The 50% of last year applied only to work paid from May 12 to December 31, 2025. The ceiling of SEK 50,000 per person and year did not change.",
        "Interest on loans without security (personal loans, credit cards) no longer reduces your tax for 2026; for 2025, half of it still counted. Interest on loans with security, such as a mortgage, still does.",
        "Travel to and from work: for 2026 only costs above SEK 15,000 are deductible, up from SEK 11,000 for 2025.",
        "Basic deduction (grundavdrag) 2026 if you are under 66: at least SEK 17,400, at most SEK 45,600, depending on your income (2025: SEK 17,300 to SEK 45,300). If you had turned 66 before the year began, it is higher.",
      ],
    },
    // The "New tax rates" card's link to the tax calculator (issue 38).
    calculatorLink: "Work out your own tax for 2025 and 2026",
    // The card's longer points sit behind this (issue 41: the courses come sooner on a phone).
    more: "The details",
    source:
      "Figures from the Swedish budgets for 2025 and 2026 (prop. 2024/25:1 and 2025/26:1), the bills on interest on unsecured loans (prop. 2024/25:26), the higher ROT deduction (prop. 2024/25:156) and the travel deduction (prop. 2025/26:31), and Skatteverket, which has the rules for your own situation at [skatteverket.se](https://www.skatteverket.se).",
  },
  // The three free tools, in a row under the hero and in the footer's "Learn" group (issue 51).
  tools: {
    label: "Free tools",
    courses: "Courses",
    coursesNote: "Short lessons, each with a quiz",
    calculator: "Tax calculator",
    calculatorNote: "Your income tax for 2025 and 2026",
    glossary: "Glossary",
    glossaryNote: "Skatteverket’s terms in plain English",
  },
  courses: {
    title: "Free courses",
    // Shown after hydration, from the reader's progress in this browser.
    progress: "{read} of {count} lessons read",
    subtitle: {
      simulated:
        "Short, free courses in plain language, a few short lessons each. Read them here whenever you like; nothing to sign up for.",
      live: "Short, free courses in plain language, a few short lessons each. Read them here whenever you like, or have a course come by e-mail, one lesson at a time.",
    },
    course1: {
      title: "Avoiding declaration errors",
      description:
        "Learn the mistakes people most often make in their income tax return: forgotten deductions, a wrong travel deduction, missed sales of shares or funds, and foreign income left out. You also learn how to check your return, step by step, before you approve it.",
      cta: { simulated: "Go to the newsletter", live: "Get this course by e-mail" },
    },
    course2: {
      title: "Legal tax optimisation, including Pillar 3a",
      description:
        "Learn the legal options you have in Sweden: saving in an investment savings account (ISK), the deductions you are entitled to, and private pension saving, which you can deduct only if you have no occupational pension through your job or have active business income (aktiv näringsverksamhet). Pillar 3a is a Swiss private pension, not a Swedish one: if you live in Sweden and hold Pillar 3a savings, you learn what it is, which Swedish rules may be relevant and what to ask Skatteverket.",
      cta: { simulated: "Go to the newsletter", live: "Get this course by e-mail" },
    },
    course3: {
      title: "General tax planning",
      description:
        "Build a simple year plan for your taxes. Learn what to think about for income, deductions and savings, and which dates to put in your calendar.",
      cta: { simulated: "Go to the newsletter", live: "Get this course by e-mail" },
    },
    free: "Free",
    read: "Read the course",
    // The card's one primary action: lesson 1 (issue 41); the course page stays one link away.
    start: "Start reading",
    // With saved progress, the card's primary action continues at the first unread lesson (issue 51).
    continue: "Continue: Lesson {order} — {title}",
    finished: "Finished: see your summary",
    about: "About the course",
    meta: "{count} lessons · about {minutes} min of reading",
  },
  newsletter: {
    title: "Tax news in plain language",
    subtitle: {
      simulated:
        "A short newsletter when rules or deadlines change. It has not started yet: you can try the form, but the address you enter is not sent or stored.",
      live: "A short e-mail when rules or deadlines change, and our free courses by e-mail, one lesson at a time, if you tick them. It is free, and every e-mail has a link to unsubscribe.",
    },
    label: "E-mail address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    submitting: "One moment…",
    success: "Thank you for subscribing! Check your email for confirmation.",
    privacyNote: {
      simulated: "The newsletter has not started yet, so your address is not sent anywhere and not stored.",
      live: "We use your address only to send what you tick here. First we e-mail you a link to confirm it.",
    },
    toolDescription: {
      simulated:
        "Try the sign-up form of Skattlyktan's newsletter about the 2025 Swedish tax changes. The newsletter has not started: the address is not sent or stored, and the reader sees a thank-you page.",
      live: "Subscribe an e-mail address to Skattlyktan's free newsletter about the 2025 Swedish tax changes. A confirmation e-mail is sent; the subscription starts only when the reader confirms through its link.",
    },
    toolParamDescription: "The e-mail address to subscribe.",
  },
  footer: {
    description: "Free, plain-language education about the Swedish tax changes of 2025 and 2026.",
    disclaimer:
      "General information, not professional tax advice. Skatteverket decides how the rules apply to you.",
    pages: "Pages",
    learn: "Learn",
    companyDetails: "Company details",
    registrationNumber: "Registration number",
    vatId: "VAT ID",
    financialLicence: "Financial services licence",
    licencePlaceholder: "[FI licence number — to be filled in before launch]",
    jurisdiction: "Jurisdiction",
    incorporated: "Incorporated",
    copyright: "© {year} {company}. All rights reserved.",
  },
  cookie: {
    region: "Cookie consent",
    message:
      "We use no analytics or marketing cookies, whatever you choose. Accept All and Decline only save your answer in this browser, so that this notice does not come back on every page.",
    current: "Your answer now: {choice}.",
    accept: "Accept All",
    decline: "Decline",
    settings: "Cookie Settings",
    policyLink: "Cookie policy",
  },
  thankYou: {
    metaTitle: "Thank you – Skattlyktan",
    // Live, the page is titled for what the reader must do next (issue 51); simulated, as before.
    liveMetaTitle: "Check your e-mail – Skattlyktan",
    title: { simulated: "Thank you!", live: "Check your e-mail to confirm" },
    message: "Your submission has been received successfully. We'll be in touch soon.",
    note: {
      simulated: "The newsletter has not started yet, so your address was not sent or stored.",
      live: "One step left: open the e-mail we have sent you and click the link in it within 48 hours. Nothing there? Look in your spam folder.",
    },
    /** Live only: what to do when the confirmation e-mail does not come. */
    noMail:
      "No e-mail after a few minutes? Look in your spam or junk folder, and check that you typed the address correctly. Still nothing? Sign up again after an hour, or write to us at {address}.",
    back: "Back to home",
  },
  privacy: {
    metaTitle: "Privacy policy | Skattlyktan",
    metaDescription: {
      simulated:
        "How Skattlyktan handles personal data: no account, no tracking, no analytics cookies, and the newsletter form sends your address nowhere. Your rights under the GDPR.",
      live: "How Skattlyktan handles personal data: no account, no tracking, no analytics cookies; for the newsletter, what we store, why, for how long and how to unsubscribe. Your GDPR rights.",
    },
    title: "Privacy policy",
  },
  cookiePolicy: {
    metaTitle: "Cookie policy | Skattlyktan",
    metaDescription:
      "Skattlyktan uses no analytics or marketing cookies. We only store your cookie choice and your course progress in your browser. Read what that means and how to change or clear them.",
    title: "Cookie policy",
  },
  terms: {
    metaTitle: "Terms and conditions | Skattlyktan",
    metaDescription:
      "The terms for using Skattlyktan's free information about the 2025 Swedish tax changes: general information, not professional tax advice. Swedish law applies.",
    title: "Terms and conditions",
  },
  subscription: {
    errors: {
      missingEmail: "Enter your e-mail address.",
      invalidEmail: "Enter a valid e-mail address, such as name@example.com.",
      emailTooLong: `That address is too long. An e-mail address has at most ${maxAddressLength} characters.`,
      rateLimited: "Too many attempts from your connection. Wait a few minutes and try again.",
      foreignOrigin:
        "Another website tried to sign you up, so nothing was sent. To subscribe, enter your address here.",
      refused: "We could not save your address right now. Please try again in a moment.",
      unreachable: "We could not reach our server. Check your internet connection and try again.",
      tryAgain: "Try again",
    } satisfies RefusalMessages & { tryAgain: string },
  },
};

/** The newsletter's mails (live mode), read by the server only (server/newsletter/mail/), so no page
 * loads them. `seMail` in se.ts must match it key for key. */
export const enMail = {
  // The courses by e-mail (issue 32): the confirm mail's list of choices and the lesson mails.
  courseMail: {
    confirmIntro: "Someone, hopefully you, asked for this from Skattlyktan to be sent to this address:",
    newsletterChoice: "the newsletter about the Swedish tax changes",
    courseChoice: "the free course “{course}”, one lesson every few days",
    confirmAction: "Confirm",
    // The lesson's title first, where a narrow inbox still shows it; the course is in List-Id (issue 39).
    lessonSubject: "{title} (lesson {number} of {total})",
    confirmSubject: "Confirm the free course “{course}”",
    confirmSubjectMany: "Confirm your free courses from Skattlyktan",
    confirmFooterReason: "You get this e-mail because this address was given at {site} for: {choices}.",
    preheader: "{course}, lesson {number} of {total}",
    drawingAlt: "Drawing for the course “{course}”",
    lessonOf: "Lesson {number} of {total}",
    readOnSite: "Read this lesson on the site",
    testYourself: "Test yourself: the lesson’s questions on the site",
    lastLesson: "This was the course’s last lesson. Thank you for following it.",
    stopCourse: "Stop this course",
    stopCourseNote: "Stopping the course ends its lessons only. The newsletter, if you get it, still comes.",
    footerReason: "You get this e-mail because this address asked for the free course “{course}” at {site}.",
    testNote: "A test: the lesson as a reader gets it. Its links stop nothing.",
  },
  brand: "Skattlyktan",
  greeting: "Hello,",
  confirmSubject: "Confirm your subscription to Skattlyktan",
  confirmIntro:
    "Someone, hopefully you, asked for Skattlyktan’s free newsletter about the Swedish tax changes to be sent to this address.",
  confirmAction: "Confirm my subscription",
  confirmExpiry: "The link works once and is valid for 48 hours.",
  confirmIgnore:
    "If you did not sign up, ignore this e-mail. Without a confirmation we send you nothing more, and we delete the address after 7 days.",
  unsubscribeLinkSubject: "Your link to unsubscribe from Skattlyktan",
  unsubscribeLinkIntro:
    "Someone, hopefully you, asked for a link to unsubscribe this address from Skattlyktan’s newsletter.",
  unsubscribeLinkIgnore: "If you did not ask for it, ignore this e-mail: your subscription stays as it is.",
  welcomeSubject: "Welcome to Skattlyktan’s newsletter",
  welcomeTitle: "You are subscribed",
  welcomeBody: [
    "Thank you for confirming. You will get short, plain-language news when tax rules or deadlines change. Our three free courses are on our site, and you can have any of them by e-mail too, one lesson every few days.",
    "We write only when there is something new to tell you, and every e-mail has a link to unsubscribe.",
  ],
  welcomeSiteLink: "Read the guides on our site",
  footerReason: "You get this e-mail because this address signed up for Skattlyktan’s newsletter at {site}.",
  footerUnsubscribe: "Unsubscribe",
  /** The confirmation mail's footer: its reader is not subscribed yet, so there is nothing to leave. */
  footerRemoveAddress: "Remove this address",
  footerCompany: "Skattlyktan Utbildning AB, Stockholm, Sweden",
  footerDisclaimer: "General information, not professional tax advice.",
};

/** The course and lesson pages' own words, kept apart so that no other page's bundle carries them:
 * the pages' build-time loaders pass them on (app/content/page-data.server.ts). */
export const enCoursePage = {
  breadcrumb: "You are here",
  home: "Home",
  metaTitle: "{course}: a free course | Skattlyktan",
  lessonMetaTitle: "{lesson} | {course} | Skattlyktan",
  kicker: "Free course",
  learn: "What you will learn",
  lessons: "The lessons",
  overview: "{count} lessons, about {minutes} minutes of reading in all.",
  readingTime: "{minutes} min read",
  lessonOf: "Lesson {order} of {count}",
  start: "Start with lesson 1",
  byEmail: "Get this course by e-mail",
  // The enrol block (issue 41): what the reader gets, on the course page and at a lesson's end.
  byEmailWhat:
    "{count} lessons by e-mail, one every few days, starting with lesson 1. Free, and you can stop at any time from any lesson.",
  byEmailRest: "Get the remaining lessons by e-mail",
  lessonNavigation: "Lessons",
  previous: "Previous lesson",
  next: "Next lesson",
  allLessons: "All lessons of this course",
  glossary: "Glossary of Swedish tax terms",
  // A course page's and its lessons' link to the tax calculator, where it computes their topic.
  calculator: "Work out your own income tax for 2025 and 2026",
  end: "That was the last lesson of this course.",
  // The year stamp under a lesson's title, and in its mail (shared/lesson-stamp.ts).
  stampYears: "Figures for income year {years}",
  stampYearsMany: "Figures for income years {years}",
  stampChecked: "Facts checked {date} by Skattlyktan’s editorial team",
  stampAnd: "and",
  // The quiz after a lesson, the step list and the reader's progress (kept in the browser only).
  quizTitle: "Check what you have learnt",
  quizIntro: "{count} questions about this lesson. Choose an answer to each, then check it.",
  quizQuestion: "Question {number} of {count}",
  quizCheck: "Check",
  quizShowAnswer: "Show the answer",
  quizRightAnswer: "The right answer: {answer}",
  quizRight: "Right.",
  quizWrong: "Not quite.",
  quizChooseFirst: "Choose an answer first.",
  quizScore: "{right} of {count} right.",
  quizPassed: "Every answer right: you have passed this quiz.",
  quizTryAgain: "Try again",
  // The course's review after its lesson list (issue 48), with the lesson quiz's words.
  reviewTitle: "Test yourself on the whole course",
  reviewIntro: "{count} questions from across the course’s lessons. Choose an answer to each, then check it.",
  steps: "This course step by step",
  stepsShow: "All lessons",
  statusRead: "Read",
  statusPassed: "Quiz passed",
  progressRead: "{read} of {count} lessons read",
  progressNote: "Your progress is kept in this browser only.",
  progressClear: "Clear my progress",
  progressCleared: "Your progress in this course has been cleared.",
  // "Continue" at the first unread lesson, and the summary that ends a course (issue 51).
  continue: "Continue: Lesson {order} — {title}",
  finished: "You have finished this course: see your summary",
  summaryTitle: "You have finished this course",
  summaryQuiz: "Quizzes passed: {passed} of {count}, kept in this browser only.",
  summaryBefore: "Before you approve your return in spring 2027",
  summaryStep1: "Check every pre-filled figure against your own statements and papers.",
  summaryStep2:
    "Add what is missing, such as a deduction or a sale of shares or funds, in the e-service: the app takes only a travel deduction; a text message or phone call only approves the return unchanged.",
  summaryStep3: "Check Skatteverket in February 2027 for the dates of the 2027 season.",
  summaryNext: "Next course: {course}",
  disclaimer:
    "This lesson is general information, not professional tax advice. Skatteverket decides how the rules apply to you, so check your own case on skatteverket.se.",
};

/** The legal pages' own text: each document's summary and sections, and the labels only those pages show.
 * Kept apart so that no page's bundle carries it: the legal routes' build-time loaders pass one document
 * on (docs/decisions/043). `seLegalText` in se.ts must match it key for key. */
export const enLegalText = {
  labels: {
    lastUpdated: "Last updated: {date}",
    contents: "On this page",
    email: "E-mail",
    postalAddress: "Postal address",
    country: "Sweden",
    hostingPlaceholder: "[hosting provider — to be filled in before launch]",
    mailPlaceholder: "[e-mail service — to be filled in before launch]",
  },
  privacy: {
    summary: {
      simulated:
        "In short: we collect almost nothing about you. There is no account and there are no analytics or marketing cookies. The newsletter has not started, so the sign-up form sends your e-mail address nowhere. Your cookie choice is saved in your own browser. Our hosting provider processes technical data, such as your IP address, to deliver the pages, and keeps these server logs for at most {logRetentionDays} days.",
      live: "In short: we collect as little as we can. There is no account and there are no analytics or marketing cookies. If you subscribe to the newsletter, we keep your e-mail address and the few details listed below until you unsubscribe, which you can do from any of our e-mails. Your cookie choice is saved in your own browser. Our hosting provider processes technical data, such as your IP address, to deliver the pages, and keeps these server logs for at most {logRetentionDays} days.",
    },
    sections: {
      introduction: {
        heading: "Who we are",
        body: [
          "This policy explains how Skattlyktan Utbildning AB, Stockholm, Sweden, handles personal data on this website, in both its English and its Swedish version.",
          "Skattlyktan Utbildning AB is the controller for this data under the EU General Data Protection Regulation (GDPR). This means we decide why and how it is processed, and we are responsible for doing so lawfully.",
        ],
      },
      dataCollection: {
        heading: "What data we collect",
        body: [
          "There is no account or login, and we keep no visitor records. This is everything we process:",
        ],
        items: [
          "Server logs. When your browser requests a page, our hosting provider’s servers process technical data such as your IP address, the time and the page requested. This is needed to deliver the page.",
          "Your cookie choice. When you click Accept All or Decline in the cookie banner, your browser saves the value true or false in its local storage under the key cookies-accepted. It stays on your device and is not sent to us.",
          "Your course progress. When you reach the end of a lesson or pass its quiz, your browser saves which lessons you have read and which quizzes you have passed in its local storage under the key course-progress. It stays on your device and is not sent to us. Our cookie policy says how to clear it.",
          "Your calculator figures, only if you ask. If you tick Keep my figures in this browser on the calculator, your browser saves what you entered there in its local storage under the key calculator-figures. It stays on your device and is not sent to us; untick the box to delete it.",
          {
            simulated:
              "The newsletter form: nothing. The newsletter has not started, and the address you type is neither sent nor stored (see The newsletter, below).",
            live: "The newsletter, if you subscribe: your e-mail address and the few details listed under The newsletter, below.",
          },
          "No tracking. We use no analytics or marketing cookies and no tracking tools, and a page loads nothing from other companies’ websites.",
        ],
      },
      dataUse: {
        heading: "How we use data and on what legal basis",
        body: [
          "We use this data only for the purposes below, and never for advertising, profiling or automated decisions about you. The newsletter has a section of its own, below.",
        ],
        items: [
          "Delivering the site and keeping it secure: server log data is used to send pages to your browser and to detect errors, misuse and attacks. Legal basis: our legitimate interest in a working and secure website (Article 6(1)(f) GDPR).",
          "Remembering your cookie choice, so that the banner does not appear on every page. This is strictly necessary, so it needs no consent under the Swedish Electronic Communications Act. The value never reaches us.",
          "Answering you when you contact us. We then use the details you send, such as your name and e-mail address. Legal basis: our legitimate interest in answering questions and, when you use your GDPR rights, our legal obligation (Article 6(1)(c) and (f) GDPR).",
        ],
      },
      newsletter: {
        heading: "The newsletter",
        body: {
          simulated: [
            "The newsletter has not started yet. Before it starts, this policy will say exactly what is stored, why, for how long and who processes it.",
            "Until then, what you type in the sign-up form on the home page stays on the page. After you submit it you see a thank-you page, and:",
          ],
          live: [
            "Skattlyktan Utbildning AB is the controller. Purpose: sending you what you chose when you signed up: the newsletter, that is, short news when Swedish tax rules or deadlines change, and each free course you asked for by e-mail, one lesson every few days. Legal basis: your consent (Article 6(1)(a) GDPR), which you can withdraw at any time.",
            "Signing up takes two steps (double opt-in). We e-mail you a confirmation link, valid for {confirmLinkHours} hours; it opens a page with one button that confirms. Until you press it you are not subscribed. Once you have confirmed, we send a welcome e-mail.",
            "To unsubscribe, click the link at the bottom of any of our e-mails and press the button on the page it opens. It works at once, without logging in. If your e-mail program shows an unsubscribe button of its own with our e-mail, as Gmail and Apple Mail do, one click on it is enough.",
            "Bounces and complaints: when a mail system tells us that an e-mail to you could not be delivered, or that you marked it as spam, we record that and stop e-mailing the address. Legal basis: our legitimate interest in not sending e-mail that is unwanted or cannot be delivered, and in keeping our e-mail deliverable for all our readers (Article 6(1)(f) GDPR).",
            "For the newsletter and the courses by e-mail we store:",
          ],
        },
        items: {
          simulated: [
            "the address is not sent to us or to anyone else",
            "it is not saved, in your browser or anywhere else",
            "it does not end up in the web address or in any log",
          ],
          live: [
            "your e-mail address",
            "the language you signed up in, so that we write to you in it",
            "when you signed up and when you confirmed",
            "the version of the sign-up text you consented to",
            "what you chose to receive: the newsletter, the courses, or both",
            "for each course you asked for: when you asked for it and confirmed it, which of its lessons we have sent you and when, and whether you finished it or stopped it",
            "the one-time codes in our links, only as one-way hashes (scrambled so that they cannot be read back)",
            "a log of the e-mails we have sent you, kept for {sentMailDays} days",
            "if a mail system reports that an e-mail to you bounced or was marked as spam: that report (its type, its time, the e-mail it was about and the reason given, with your address taken out), linked to your address only by a one-way hash",
            "how many e-mails someone asked for on our site (confirmation links, unsubscribe links) were sent to your address in the last {sendLogHours} hours, under a one-way hash of the address, so that no one can have more than 3 a day sent to it",
          ],
        },
      },
      dataSharing: {
        heading: "Who we share data with",
        body: [
          "We do not sell or rent out personal data or share it for advertising.",
          "Our hosting provider, {hostingProvider}, processes the server log data on our behalf, as our processor under a data processing agreement, and only on our instructions.",
          {
            simulated: "The newsletter form sends nothing, so no one receives any data from it.",
            live: "Our e-mail service, {mailProvider}, sends the newsletter for us and processes the newsletter data above, also as our processor under a data processing agreement.",
          },
          "When a processor handles data outside the EU/EEA, for example in the United States, the transfer relies on the EU–US Data Privacy Framework if the company is certified under it, and otherwise on the European Commission’s standard contractual clauses. You can ask us for a copy of these safeguards.",
          "We disclose personal data to others, such as a public authority, only when the law requires it. Nothing is loaded from linked sites, such as [skatteverket.se](https://www.skatteverket.se), until you click the link; that site’s own privacy policy then applies.",
        ],
      },
      retention: {
        heading: "How long we keep data",
        body: [
          "Server logs are kept for at most {logRetentionDays} days and then deleted.",
          "Your cookie choice stays in your browser until you clear it. We cannot see or delete it from our side; our cookie policy explains how you change or clear it.",
          {
            simulated:
              "Addresses entered in the newsletter form are not kept at all, because they never reach us.",
            live: "Newsletter: a sign-up that is not confirmed is deleted after {pendingDays} days. A confirmed subscription is kept until you unsubscribe. The log of the e-mails we have sent you is kept for {sentMailDays} days. When you unsubscribe, or ask us to erase your data, we delete your address and everything stored with it, that log included, and keep only a one-way hash of the address, from which it cannot be read back, so that we never e-mail it again by mistake; it is deleted if you sign up and confirm again. A course you finished or stopped stays on that record, with the lessons sent, until you unsubscribe, so that it is not sent to you again; how many readers stopped after each lesson is counted without anything that identifies them. Bounce and complaint reports are kept for {mailEventMonths} months, linked to the address only by that hash, also after you unsubscribe (an erasure deletes them). That count is kept for {sendLogHours} hours. The administration pages of the staff who run the newsletter keep a log of what each of them did, such as sending an issue or exporting or erasing a subscriber’s data, with the subscriber’s address shortened (as in a…@example.com); it is kept for {auditLogMonths} months.",
          },
          "Messages you send us are kept as long as needed to handle your matter, unless the law requires us to keep them longer.",
        ],
      },
      yourRights: {
        heading: "Your rights",
        body: [
          "Under the GDPR you have the rights below, and you can always ask us what we hold about you. We reply free of charge within one month. To find data in server logs, we may need your IP address and roughly when you visited.",
        ],
        items: [
          "Access: you can find out whether we process personal data about you and get a copy of it.",
          "Rectification: you can have inaccurate data about you corrected.",
          "Erasure: you can have your data deleted, for example when it is no longer needed.",
          "Restriction: you can ask us to limit the processing, for example while we check whether the data is correct.",
          "Objection: you can object to processing based on our legitimate interest. We must then stop, unless we can show compelling legitimate grounds that override your interests.",
          {
            simulated:
              "Portability: you can receive the data you gave us in a machine-readable format, where the processing is based on consent or a contract. None of our processing is today.",
            live: "Portability: you can receive the data you gave us, such as your newsletter sign-up, in a machine-readable format.",
          },
          {
            simulated:
              "Withdrawing consent: where processing is based on your consent, you can withdraw it at any time. Nothing we do relies on consent today.",
            live: "Withdrawing consent: you can withdraw your consent at any time, as easily as you gave it: to everything with the unsubscribe link in any of our e-mails, or to one course with the “Stop this course” link in any of its lessons. Withdrawing does not make the processing before it unlawful.",
          },
          "Complaint: you can complain to the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY), [imy.se](https://www.imy.se), if you think we handle your data wrongly.",
        ],
      },
      contact: {
        heading: "Contact",
        body: [
          "To ask a question or use your rights, contact Skattlyktan Utbildning AB using the contact details below. We may update this policy; the date on this page shows when it was last changed.",
        ],
      },
    },
  },
  cookiePolicy: {
    summary: {
      simulated:
        "We use no analytics or marketing cookies. We store only three things, all in your own browser: your answer in the cookie banner, so that the banner does not keep appearing; once you read a course, your progress in it; and, only if you ask, your figures in the calculator. That storage is strictly necessary and needs no consent. To change your answer, choose Cookie Settings at the bottom of any page.",
      live: "We use no analytics or marketing cookies. For visitors we store only three things, all in their own browser: your answer in the cookie banner, so that the banner does not keep appearing; once you read a course, your progress in it; and, only if you ask, your figures in the calculator. Our own staff also get a sign-in cookie when they sign in to the newsletter’s administration pages. All of it is strictly necessary and needs no consent. To change your answer, choose Cookie Settings at the bottom of any page.",
    },
    sections: {
      introduction: {
        heading: "About this policy",
        body: [
          "This policy explains what Skattlyktan Utbildning AB stores in your browser on this website, and why.",
          "It follows the Swedish Electronic Communications Act (lagen (2022:482) om elektronisk kommunikation, LEK), chapter 9, section 28. A website may store or read information on your device only if you are told the purpose and you consent. One exception is storage that is strictly necessary to provide a service you have explicitly asked for. Such storage needs no consent, but we still tell you about it here.",
        ],
      },
      whatAreCookies: {
        heading: "What cookies are",
        body: [
          "Cookies are small text files that a website saves in your browser and reads again on later visits, for example to keep you logged in or to remember your settings.",
          "Similar technologies, such as local storage (localStorage), also save data in your browser. Unlike cookies, data in local storage is not sent to the server automatically; it stays on your device. The law covers both, and so does this policy.",
        ],
      },
      types: {
        heading: "Types of cookies",
        body: {
          simulated: [
            "Cookies and similar technologies are usually grouped into three types: essential, analytics and marketing. We use only three items of essential storage. We set no cookies at all, and no other company stores anything in your browser through our site.",
          ],
          live: [
            "Cookies and similar technologies are usually grouped into three types: essential, analytics and marketing. We use only essential storage: three items in visitors’ browsers, and one cookie for our own staff. No other company stores anything in your browser through our site.",
          ],
        },
        essential: {
          heading: "Essential storage",
          body: {
            simulated: [
              "Essential storage is needed for a website to work or to give you something you have asked for. It needs no consent.",
              "The one item every visitor gets is the key cookies-accepted in your browser’s local storage: true if you clicked Accept All, false if you clicked Decline. It is used only to remember your answer, so that the banner does not appear on every page. It is not sent to us and is not used to recognise or follow you.",
              "The value has no expiry date and stays until you change or clear it. In a private window it is usually deleted when you close the window, and some browsers delete it after a period without visits.",
              "The second item is the key course-progress, also in your browser's local storage. It is written only when you use a course: when you reach the end of a lesson, and when you answer every question of a lesson's quiz right. It holds the lessons you have read and the quizzes you have passed, and how many lessons each course has, so that the course pages, the lesson pages and the home page can tick them off for you. It is read and written only by the page in your browser, is never sent to us or anyone else, and is not used to recognise or follow you. It is strictly necessary for the progress list that the courses offer you, so it needs no consent. To delete it, choose Clear my progress on a course's page (for that course), or clear this site's data in your browser as described below; if your browser blocks storage, the courses work as before and simply do not remember your progress.",
              "The third item is the key calculator-figures, also in your browser’s local storage. It is written only if you tick Keep my figures in this browser on the calculator, holds the figures you entered there, and is deleted when you untick the box. It is read and written only by the page in your browser and never sent to us or anyone else. It gives you something you asked for, so it needs no consent.",
            ],
            live: [
              "Essential storage is needed for a website to work or to give you something you have asked for. It needs no consent.",
              "The one item every visitor gets is the key cookies-accepted in your browser’s local storage: true if you clicked Accept All, false if you clicked Decline. It is used only to remember your answer, so that the banner does not appear on every page. It is not sent to us and is not used to recognise or follow you.",
              "The value has no expiry date and stays until you change or clear it. In a private window it is usually deleted when you close the window, and some browsers delete it after a period without visits.",
              "The second item is the key course-progress, also in your browser's local storage. It is written only when you use a course: when you reach the end of a lesson, and when you answer every question of a lesson's quiz right. It holds the lessons you have read and the quizzes you have passed, and how many lessons each course has, so that the course pages, the lesson pages and the home page can tick them off for you. It is read and written only by the page in your browser, is never sent to us or anyone else, and is not used to recognise or follow you. It is strictly necessary for the progress list that the courses offer you, so it needs no consent. To delete it, choose Clear my progress on a course's page (for that course), or clear this site's data in your browser as described below; if your browser blocks storage, the courses work as before and simply do not remember your progress.",
              "The third item is the key calculator-figures, also in your browser’s local storage. It is written only if you tick Keep my figures in this browser on the calculator, holds the figures you entered there, and is deleted when you untick the box. It is read and written only by the page in your browser and never sent to us or anyone else. It gives you something you asked for, so it needs no consent.",
              "The one cookie we set is __Host-skattlyktan-console, and only for our staff: it is set when someone who runs the newsletter signs in to its administration pages, and keeps them signed in. It holds a random value that names their session on our server and nothing else, is sent only over HTTPS and only to this site, and is deleted when they sign out, or after {consoleSessionHours} hours at most. Visitors of the site never get it. It is strictly necessary for the service the staff member asked for, so it needs no consent.",
            ],
          },
        },
        analytics: {
          heading: "Analytics cookies",
          body: [
            "Analytics cookies measure how visitors use a website, for example which pages they read and for how long, often through an outside service. We use none. If that changes, we will ask for your consent first and update this policy.",
          ],
        },
        marketing: {
          heading: "Marketing cookies",
          body: [
            "Marketing cookies follow you across websites to show you targeted adverts or to measure campaigns. We use none, and the site shows no adverts.",
          ],
        },
      },
      managing: {
        heading: "Changing your choice",
        body: [
          "You answer in the cookie banner with Accept All or Decline. As we use no analytics or marketing cookies, both buttons do the same: they save your answer and nothing else. If we ever add storage that needs consent, we will ask for it first.",
          "To change your answer, choose Cookie Settings at the bottom of any page. The banner opens again and you choose anew, as easily as the first time. There is no separate settings screen.",
          "You can also clear the data your browser has saved for this site; other sites are not affected. The banner then appears again on your next visit, and your course progress is gone. Menu names vary between browsers and versions, but roughly:",
        ],
        items: [
          "Chrome and Edge, also on Android: click or tap the icon to the left of the web address, open cookies and site data (or site settings) and delete the data for this site.",
          "Firefox: click the padlock to the left of the web address and choose to clear cookies and site data.",
          "Safari on a Mac: choose Safari, Settings, Privacy and Manage Website Data, select this site and click Remove.",
          "Safari on iPhone and iPad: open Settings, Safari (under Apps in newer versions), Advanced and Website Data, and swipe left on this site.",
        ],
      },
      contact: {
        heading: "Questions",
        body: [
          "Questions? Contact Skattlyktan Utbildning AB using the contact details below. Our privacy policy explains how we handle personal data. The date on this page shows when this policy was last changed.",
        ],
      },
    },
  },
  terms: {
    summary:
      "These terms apply when you use this website. In short: the site is free and gives general information about the 2025 Swedish tax changes. It is not professional tax advice, and Skatteverket decides how the rules apply to you. Use the site lawfully, and do not copy our content for commercial use without permission. Swedish law applies.",
    sections: {
      introduction: {
        heading: "About these terms",
        body: [
          "This website is run by Skattlyktan Utbildning AB, Stockholm, Sweden (we, us). These terms apply when you use the site in English or in Swedish, including all texts and courses on it.",
          "How we handle personal data is described in our privacy policy and our cookie policy.",
        ],
      },
      acceptance: {
        heading: "Accepting the terms",
        body: [
          "By using the site, you accept these terms. If you do not accept them, please do not use the site.",
          "We may change the terms, for example when the site changes. The date on this page shows when they were last updated. The version published when you use the site is the one that applies.",
        ],
      },
      services: {
        heading: "Our service",
        body: [
          "We offer free education about the 2025 Swedish tax changes: texts and overviews now, and courses as they open. You do not need an account, and there is nothing to pay.",
          "The content is general information. It is not professional tax advice and does not take your personal situation into account. Using the site does not create an advisory or client relationship between you and us. Before making decisions about your own taxes, check the rules at [skatteverket.se](https://www.skatteverket.se) or ask a qualified adviser.",
          {
            simulated:
              "The site has a sign-up form for a newsletter that has not started yet. The form does not send your address anywhere, so you will not receive a newsletter through it.",
            live: "You can subscribe to our free newsletter. You confirm the sign-up through a link we e-mail you, and you can unsubscribe at any time with the link in every e-mail. Our privacy policy says what we store.",
          },
          "We may change, pause or close the site, or any part of it, at any time and without notice.",
        ],
      },
      userObligations: {
        heading: "Your obligations",
        body: [
          "You may read, print and share the content for your own personal, non-commercial use, and you are welcome to link to our pages. The texts and other content belong to Skattlyktan Utbildning AB unless stated otherwise.",
          "When you use the site, you agree to:",
        ],
        items: [
          "use the site only in ways that are lawful and do not harm others",
          "not try to disrupt or overload the site, or to gain unauthorised access to it or the systems behind it",
          "not copy, republish or sell our content for commercial use without our written permission",
        ],
      },
      limitationOfLiability: {
        heading: "Limitation of liability",
        body: [
          "We work to keep the information correct and up to date, but tax rules, amounts and dates can change, and mistakes can happen. We cannot guarantee that the content is always complete, correct or current.",
          "Skatteverket, the Swedish Tax Agency, decides how the tax rules apply in your case. Always check with [skatteverket.se](https://www.skatteverket.se) before you act. We are not liable for decisions you make, or for any loss you suffer, based on the general information on this site.",
          "We do not promise that the site will always be available or free of errors. We are not responsible for the content of other websites that we link to.",
          "Nothing in these terms limits any liability that cannot be limited under mandatory law.",
        ],
      },
      governingLaw: {
        heading: "Governing law and disputes",
        body: [
          "Swedish law applies to these terms and to your use of the site.",
          "If you have a complaint, please contact us first, and we will try to resolve it directly.",
          "Disputes are settled by the Swedish courts, with Stockholms tingsrätt (Stockholm District Court) as the first instance. If you are a consumer, this does not affect any rights you have under mandatory law, such as the right to bring a case in the country where you live.",
        ],
      },
      contact: {
        heading: "Contact",
        body: [
          "If you have questions about these terms, contact Skattlyktan Utbildning AB using the contact details below.",
        ],
      },
    },
  },
};

/** The lesson calculators' words (issue 38): only a lesson that places a calculator passes them, in its
 * loader's data, and only for its own calculators. Figures come from app/lesson-calculators/ through
 * the `{placeholders}`, never written here. `seLessonCalculators` in se.ts must match it key for key. */
export const enLessonCalculators = {
  common: {
    calculate: "Work it out",
    notANumber: "Write a number, for example {example}.",
    negative: "Write 0 or more.",
    tooLarge: "Write at most {max}: a larger figure is most likely a typing slip.",
    ambiguous:
      "Did you mean {first} or {second}? Write it again without the separator, for example {second}.",
    percent: "Write an amount, not a percentage.",
    incomeYear: "Income year",
    amountUnit: "SEK",
  },
  "travel-deduction": {
    title: "Work out your travel deduction",
    mode: "How you travel to work",
    modes: {
      "own-car": "Own car ({rate} per mil)",
      "company-car": "Company car ({rate} per mil)",
      "company-car-electric": "Company car that runs entirely on electricity ({rate} per mil)",
      "public-transport": "Public transport",
    },
    days: "Working days you travelled",
    milPerDay: "Mil a day, there and back (1 mil = 10 km)",
    yearlyFare: "The year’s cost of the cheapest fare (SEK)",
    municipalRate: "Your municipal tax rate (%)",
    municipalRateHint: "The average for {year} is {rate}.",
    cost: "Your travel costs",
    threshold: "Minus the first {threshold} (income year {year})",
    deduction: "Your travel deduction",
    taxEffect: "Your tax falls by about",
    summary: "Travel deduction {deduction}; your tax falls by about {tax}.",
    approximate:
      "An estimate: the deduction lowers your taxable income, so your tax falls by about your municipal rate of it.",
    box: "In your return, enter the whole cost at box 2.1; Skatteverket subtracts the {threshold}.",
    conditions:
      "The car counts only if you live at least 5 km from work and it regularly saves you at least 2 hours a day, there and back, compared with public transport, or on one of the other grounds the lesson explains. Public transport counts from 2 km.",
  },
  "isk-tax": {
    title: "Work out the tax on your investment savings account (ISK)",
    quarter: "Value at the start of quarter {quarter} (SEK)",
    deposits: "Deposits during the year (SEK)",
    capitalBase: "Capital base",
    taxFree: "Tax-free amount",
    taxableBase: "Capital base above the tax-free amount",
    standardIncomeRate: "Rate for the standard income",
    standardIncome: "Standard income",
    tax: "Tax ({rate})",
    taxShare: "That is {rate} of the capital base above the tax-free amount.",
    summary: "Tax for income year {first}: {firstTax}; for {second}: {secondTax}.",
    taxFreeNote:
      "The tax-free amount is per person, for ISK, capital insurance and PEPP together: the calculator assumes you have no other such savings.",
  },
  "interest-reduction": {
    title: "Work out your tax reduction for interest",
    secured: "Interest on loans with security (SEK)",
    unsecured: "Interest on loans without security, such as blancolån and credit cards (SEK)",
    countedUnsecured: "Interest without security that counts (the share in brackets)",
    deficit: "Deficit in capital income",
    reduction: "Tax reduction",
    summary: "Tax reduction for income year {first}: {firstReduction}; for {second}: {secondReduction}.",
    rates: "{lower} of the deficit up to {limit}, {upper} of the part above.",
    deficitNote:
      "The calculator takes the interest that counts as your deficit in capital income (underskott av kapital), which in practice is your net interest costs.",
    boxes:
      "In your return for {year}, enter the whole interest: {secured} at box 8.1 and {unsecured} at box 8.8. The calculation applies the half.",
  },
  "rot-rut": {
    title: "Work out your ROT and RUT reduction",
    rotLabour: "ROT: the labour cost (SEK)",
    rotPaid: "The day you paid",
    rotPaidHint: "The payment date decides ROT’s rate and the year.",
    rutLabour: "RUT: the labour cost in the same year (SEK)",
    notAYear: "Choose a day in {first} or {second}: the calculator knows only those years’ rules.",
    rot: "ROT reduction ({rate})",
    rut: "RUT reduction ({rate})",
    total: "Your tax reduction, income year {year}",
    rotCeiling: "ROT’s ceiling of {ceiling} is reached.",
    combinedCeiling: "The ceiling of {ceiling} for ROT and RUT together is reached.",
    summary: "Tax reduction {total}.",
    limits:
      "The ceilings are on the tax reduction, per person and year, not on the labour cost. The reduction cannot exceed your tax; if it does, you repay the difference.",
  },
  "average-cost": {
    title: "Work out a sale with the average cost method",
    purchase: "Purchase {number}",
    addPurchase: "Add a purchase",
    removePurchase: "Remove purchase {number}",
    sale: "The sale",
    shares: "Number of shares",
    price: "Price per share (SEK)",
    brokerage: "Brokerage (SEK)",
    tooMany: "You cannot sell more shares than you bought ({owned}).",
    noShares: "Sell at least one share.",
    averageCost: "Average cost per share, brokerage included",
    netProceeds: "Sale price after brokerage",
    method: "Method",
    cost: "Acquisition cost",
    gain: "Gain or loss",
    averageMethod: "Average cost method",
    standardMethod: "The 20% rule (listed shares)",
    betterAverage: "The average cost method gives the lower gain.",
    betterStandard: "The 20% rule gives the lower gain.",
    tax: "Tax on the gain ({rate})",
    summaryGain: "Gain {gain}; tax {tax}.",
    summaryLoss: "Loss {loss}.",
    loss: "A loss offsets gains on listed shares and equity funds fully; a loss left over counts at {share}: {amount}.",
  },
};

/** The pages behind a lesson mail's "stop this course" (live mode only): their words travel in their
 * loaders' data, so no other page's bundle carries them. */
export const enCourseStopPage = {
  title: "Stop this course",
  body: "You will get no more lessons from this course. Everything else stays as it is.",
  button: "Stop the course",
  submitting: "Stopping …",
  doneTitle: "The course has stopped",
  doneBody: "No more of its lessons will come. You can ask for it again whenever you like.",
  again: "Back to the courses",
};

/** The live newsletter's pages (confirm, unsubscribe, an expired link): their words travel in their
 * loaders' data (app/content/page-data.server.ts), so no other page's bundle carries them. */
export const enNewsletterPages = {
  // After a sign-up with a course (issue 41): the pages name what the reader chose, from `?for=`.
  chosen: {
    thankYou:
      "You asked for {choices} by e-mail. Once you confirm, lesson 1 comes first, then one lesson every few days.",
    confirmTitle: "Confirm your free course",
    confirmTitleMany: "Confirm your free courses",
    confirmBody: "Press the button to confirm that you want {choices} by e-mail.",
    newsletter: "Skattlyktan’s newsletter",
    course: "the free course “{course}”",
    confirmButton: "Confirm",
    doneTitle: "Your course is confirmed",
    doneTitleMany: "Your courses are confirmed",
    doneBody: "Lesson 1 of “{course}” is on its way to your inbox — or read it now.",
    readNow: "Read lesson 1 of “{course}” now",
    doneNewsletter:
      "You will also get the newsletter when tax rules or deadlines change: we have sent you a welcome e-mail.",
    stopNote: "Every lesson e-mail has a link to stop the course.",
  },
  confirm: {
    metaTitle: "Confirm your subscription – Skattlyktan",
    title: "Confirm your subscription",
    body: "Press the button to confirm that you want Skattlyktan’s free newsletter.",
    button: "Confirm subscription",
    submitting: "Confirming…",
    doneTitle: "Your subscription is confirmed",
    doneBody: "Thank you! We have sent you a welcome e-mail. Every e-mail has a link to unsubscribe.",
    alreadyTitle: "You are already subscribed",
    alreadyBody:
      "This link has been used before: your subscription is confirmed, and there is nothing more to do. Every e-mail from us has a link to unsubscribe.",
    back: "Back to home",
  },
  unsubscribe: {
    metaTitle: "Unsubscribe – Skattlyktan",
    title: "Unsubscribe",
    body: "Press the button to stop getting Skattlyktan’s newsletter. It takes effect at once, and we delete your address.",
    button: "Unsubscribe",
    submitting: "Unsubscribing…",
    doneTitle: "You are unsubscribed",
    doneBody:
      "We will not send you the newsletter again, and we have deleted your address. Changed your mind? You can sign up again at any time.",
    invalidTitle: "This link does not work",
    invalidBody:
      "The link may be incomplete, or it has been used: when you unsubscribe, we delete your address, and the links in our e-mails then lead nowhere. Still getting our e-mails? Enter your address and we will e-mail you a new link to unsubscribe.",
    requestButton: "E-mail me a link",
    sentTitle: "Check your inbox",
    sentBody:
      "If that address gets our newsletter, we have e-mailed it a link to unsubscribe. It can take a few minutes, and it may land in your spam folder. If the address does not get our newsletter, nothing is sent.",
    signUpAgain: "Sign up again",
  },
  expired: {
    metaTitle: "Link used or expired – Skattlyktan",
    title: "This link has been used or has expired",
    body: "A confirmation link works once, for 48 hours. Sign up again and we will send you a new link.",
    signUpAgain: "Sign up again",
  },
  // A form posted by another website's page (decision 064): nothing is done.
  refused: {
    title: "Nothing was done",
    body: "This form was sent from another website, not from ours, so we did nothing with it. To use it, open the link in our e-mail or go to our home page.",
    back: "Back to home",
  },
};

/** The glossary page's words (issue 36), passed by its loader with the terms (app/content/glossary/).
 * `seGlossaryPage` in se.ts must match it key for key. */
export const enGlossaryPage = {
  breadcrumb: "You are here",
  home: "Home",
  metaTitle: "Glossary of Swedish tax terms | Skattlyktan",
  metaDescription:
    "The Swedish tax terms our free courses use, from avdrag to Övriga upplysningar, each explained in plain English with its English gloss and, where one applies, the box of the return.",
  kicker: "Glossary",
  title: "Swedish tax terms, explained",
  intro:
    "Skatteverket writes in Swedish, and so does your return. Here is each term our courses use, filed under its Swedish name, with a plain explanation, an English gloss and, where one applies, the box of the return.",
  index: "Terms by letter",
  gloss: "In English:",
  where: "In the return: {places}",
  box: "box {box}",
  form: "form {form}",
  disclaimer:
    "This glossary is general information, not professional tax advice. Skatteverket decides how the rules apply to you, so check your own case on skatteverket.se.",
};
