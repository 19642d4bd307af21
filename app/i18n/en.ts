/** English texts. This file defines the shape of the dictionary; `se.ts` must match it key for key. */
export const en = {
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
    metaTitle: "Skattlyktan – the 2025 Swedish tax changes explained",
    metaDescription:
      "Free, plain-language guides to the 2025 Swedish tax changes: new tax rates, digital declaration and deductions. General information, not tax advice.",
  },
  hero: {
    eyebrow: "Free tax education · 2025",
    title: "Understand the 2025 Swedish tax changes",
    subtitle:
      "Lower tax for most people in work, updated deductions and a tax-free amount on ISK savings. We explain what changes in 2025 and what it means for you.",
    mission:
      "Our mission is simple: free, plain-language tax education for everyone who lives in Sweden, whether you were born here or have just moved here.",
    cta: "Get free updates",
    disclaimer:
      "This is general information, not professional tax advice; for your own situation, check with Skatteverket at [skatteverket.se](https://www.skatteverket.se).",
  },
  features: {
    title: "What changes in 2025",
    subtitle: "Three changes that affect most people who live and pay tax in Sweden.",
    feature1: {
      title: "New tax rates",
      description:
        "You can earn more before state income tax starts. For example, with a monthly income below roughly SEK 53,600 you pay no state income tax in 2025.",
      points: [
        "The threshold for state income tax (skiktgräns) rises to SEK 625,800 of taxable income, up from SEK 598,500 in 2024.",
        "State income tax starts at a monthly income of roughly SEK 53,600 (brytpunkt SEK 643,100 a year under 66, SEK 733,200 from 66).",
        "A stronger earned income tax credit (jobbskatteavdrag) means most people in work pay somewhat less tax. Pensioners get a matching tax cut.",
      ],
    },
    feature2: {
      title: "Digital declaration",
      description:
        "Most people approve their income tax return digitally, with no paper at all. Approving early can bring your refund sooner.",
      points: [
        "You approve your return in Skatteverket's e-service (e-tjänsten) or app, signing in with e-legitimation (electronic ID).",
        "In 2025 the e-service opened on March 18.",
        "Approving by April 2 gave a refund on April 7–11. The last day to submit was May 2.",
      ],
    },
    feature3: {
      title: "Deduction updates",
      description:
        "Several deductions change in 2025. A new tax-free amount also means no tax on the first SEK 150,000 you save in an ISK, capital insurance or PEPP account.",
      points: [
        "Basic allowance (grundavdrag) 2025: at least SEK 24,900, at most SEK 45,300.",
        "The ROT deduction is temporarily raised from 30% to 50% of the labour cost for work paid during part of 2025. Check the dates on skatteverket.se.",
        "Tax-free amount (fribelopp) on ISK, capital insurance and PEPP accounts: SEK 150,000 in 2025, SEK 300,000 from 2026.",
      ],
    },
    source:
      "Figures from the Swedish budget for 2025 (prop. 2024/25:1) and Skatteverket. Check the latest at [skatteverket.se](https://www.skatteverket.se).",
  },
  courses: {
    title: "Free courses",
    subtitle:
      "Short courses in plain language. They open soon: sign up for the newsletter and we will let you know.",
    course1: {
      title: "Avoiding declaration errors",
      description:
        "Learn the mistakes people most often make in their income tax return: forgotten deductions, a wrong travel deduction, missed sales of shares or funds, and foreign income left out. You also learn how to check your return, step by step, before you approve it.",
      cta: "Notify me when it opens",
    },
    course2: {
      title: "Legal tax optimisation, including Pillar 3a",
      description:
        "Learn the legal options you have in Sweden: saving in an ISK, private pension saving and the deductions you are entitled to. Pillar 3a is a Swiss private pension, not a Swedish one. If you live in Sweden and hold Pillar 3a savings, you learn how they are taxed here.",
      cta: "Notify me when it opens",
    },
    course3: {
      title: "General tax planning",
      description:
        "Build a simple year plan for your taxes. Learn what to think about for income, deductions and savings, and which dates to put in your calendar.",
      cta: "Notify me when it opens",
    },
    free: "Free",
  },
  newsletter: {
    title: "Get free tax updates",
    subtitle: "Short, plain-language news when rules or deadlines change, and a note when our courses open.",
    label: "Email address",
    placeholder: "you@example.com",
    subscribe: "Subscribe",
    submitting: "Subscribing…",
    success: "Thank you for subscribing! Check your email for confirmation.",
    privacyNote: "In this version, the address you enter is not sent anywhere and is not stored.",
    toolDescription:
      "Subscribe an email address to Skattlyktan's free newsletter about the 2025 Swedish tax changes. Nothing is sent in this version: the reader sees a thank-you page.",
    toolParamDescription: "The email address to subscribe.",
  },
  footer: {
    description: "Free, plain-language education about the 2025 Swedish tax changes.",
    disclaimer:
      "General information, not professional tax advice. Skatteverket decides how the rules apply to you.",
    pages: "Pages",
    companyDetails: "Company details",
    registrationNumber: "Registration number",
    vatId: "VAT ID",
    financialLicence: "Financial services licence",
    jurisdiction: "Jurisdiction",
    incorporated: "Incorporated",
    copyright: "© {year} {company}. All rights reserved.",
  },
  cookie: {
    region: "Cookie consent",
    message:
      "We only store your cookie choice in this browser. We use no analytics or marketing cookies unless you accept them.",
    accept: "Accept All",
    decline: "Decline",
    settings: "Cookie Settings",
    policyLink: "Cookie policy",
  },
  thankYou: {
    metaTitle: "Thank you – Skattlyktan",
    title: "Thank you!",
    message: "Your submission has been received successfully. We'll be in touch soon.",
    back: "Back to home",
  },
  legal: {
    lastUpdated: "Last updated: {date}",
    contents: "On this page",
    email: "Email",
    postalAddress: "Post",
  },
  privacy: {
    metaTitle: "Privacy policy | Skattlyktan",
    metaDescription:
      "How Skattlyktan handles personal data: no account, no tracking, no analytics cookies, and the newsletter form sends your address nowhere. Your GDPR rights.",
    title: "Privacy policy",
    summary:
      "In short: we collect almost nothing about you. There is no account, no analytics or marketing cookies, and nothing is loaded from other sites. The newsletter form sends your e-mail address nowhere. Only your cookie choice is saved, in your own browser. The hosting server may briefly process technical data, such as your IP address, to deliver pages securely.",
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
          "The site consists of static pages. There is no account or login, and we keep no user records or other data about you, apart from the short-lived server logs described below. This is the full picture:",
        ],
        items: [
          "Server logs. When your browser requests a page, the hosting server may process technical data such as your IP address, the time and the page requested. This is needed to deliver the page.",
          "Your cookie choice. When you click Accept All or Decline in the cookie banner, your browser saves the value true or false in its local storage under the key cookies-accepted. It stays on your device and is not sent to us.",
          "The newsletter form. As the site is built today, the e-mail address you enter is not sent, stored or logged anywhere; you just see a thank-you page. If we add a real newsletter service later, we will update this policy before any address is collected.",
          "No tracking. We use no analytics or marketing cookies and no tracking tools. Fonts and other files come from our own site, so no other company is contacted when a page loads.",
        ],
      },
      dataUse: {
        heading: "How we use data and on what legal basis",
        body: [
          "We use this data only for the purposes below. We do not use it for marketing, profiling or automated decisions about you.",
        ],
        items: [
          "Delivering the site and keeping it secure: server log data is used to send pages to your browser and to detect errors, misuse and attacks. Legal basis: our legitimate interest in a working and secure website (Article 6(1)(f) GDPR).",
          "Remembering your cookie choice, so that the banner does not appear on every page. This is strictly necessary, so it needs no consent under the Swedish Electronic Communications Act. The value never reaches us.",
          "Answering you when you contact us. We then use the details you send, such as your name and e-mail address. Legal basis: our legitimate interest in answering questions and, when you use your GDPR rights, our legal obligation (Article 6(1)(c) and (f) GDPR).",
        ],
      },
      dataSharing: {
        heading: "Who we share data with",
        body: [
          "We do not sell or rent out personal data or share it for advertising.",
          "Our hosting provider processes server log data on our behalf, as our processor, and only on our instructions. We disclose personal data to others, such as a public authority, only when the law requires it. We do not transfer personal data to countries outside the EU/EEA.",
          "Nothing is loaded from linked sites, such as [skatteverket.se](https://www.skatteverket.se), until you click the link. That site's own privacy policy then applies.",
        ],
      },
      retention: {
        heading: "How long we keep data",
        body: [
          "Server log data is kept only for a short time, as long as needed to deliver the site and keep it secure, and is then deleted.",
          "Your cookie choice stays in your browser until you clear it. We cannot see or delete it from our side; our cookie policy explains how you clear it.",
          "Addresses entered in the newsletter form are not kept at all, because they never reach us. Messages you send us are kept as long as needed to handle your matter, unless the law requires us to keep them longer.",
        ],
      },
      yourRights: {
        heading: "Your rights",
        body: [
          "Under the GDPR you have the rights below. We hold very little data about you, but you can always ask. We reply free of charge within one month. To find data in server logs, we may need your IP address and roughly when you visited.",
        ],
        items: [
          "Access: you can find out whether we process personal data about you and get a copy of it.",
          "Rectification: you can have inaccurate data about you corrected.",
          "Erasure: you can have your data deleted, for example when it is no longer needed.",
          "Restriction: you can ask us to limit the processing, for example while we check whether the data is correct.",
          "Objection: you can object to processing based on our legitimate interest. We must then stop, unless we can show compelling legitimate grounds that override your interests.",
          "Portability: you can receive the data you gave us in a machine-readable format, where the processing is based on consent or a contract. We have no such processing today.",
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
    metaTitle: "Cookie policy | Skattlyktan",
    metaDescription:
      "Skattlyktan uses no analytics or marketing cookies. We only store your cookie choice in your browser. Read what that means and how to change your choice.",
    title: "Cookie policy",
    summary:
      "We use no analytics or marketing cookies. The only thing we store is your answer in the cookie banner, in your own browser, so that the banner does not keep appearing. That storage is strictly necessary and needs no consent.",
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
        body: [
          "Cookies and similar technologies are usually grouped into three types: essential, analytics and marketing. Today we use only one item of essential storage. We set no cookies at all, and no other company stores anything in your browser through our site.",
        ],
        essential: {
          heading: "Essential storage",
          body: [
            "Essential storage is needed for a website to work or to give you something you have asked for. It needs no consent.",
            "Our one item is the key cookies-accepted in your browser's local storage: true if you clicked Accept All, false if you clicked Decline. It is used only to remember your choice, so that the banner does not appear on every page. It is not sent to us and is not used to recognise or follow you.",
            "The value has no expiry date and stays until you clear it. In a private window it is usually deleted when you close the window, and some browsers delete it after a period without visits.",
          ],
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
          "You make your choice in the cookie banner with Accept All or Decline. As we use no analytics or marketing cookies, both buttons have the same effect today: only your answer is saved. If we ever add storage that needs consent, you will be able to withdraw your consent as easily as you gave it.",
          "There is no separate settings screen. To change your choice, clear the data your browser has saved for this site; other sites are not affected. When you next open or reload a page, the banner appears again and you can choose anew. Menu names vary between browsers and versions, but roughly:",
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
    metaTitle: "Terms and conditions | Skattlyktan",
    metaDescription:
      "The terms for using Skattlyktan's free information about the 2025 Swedish tax changes: general information, not professional tax advice. Swedish law applies.",
    title: "Terms and conditions",
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
          "We offer free education about the 2025 Swedish tax changes, in the form of texts, overviews and courses. You do not need an account, and there is nothing to pay.",
          "The content is general information. It is not professional tax advice and does not take your personal situation into account. Using the site does not create an advisory or client relationship between you and us. Before making decisions about your own taxes, check the rules at [skatteverket.se](https://www.skatteverket.se) or ask a qualified adviser.",
          "The site has a newsletter sign-up form. As the site is built today, the form does not send your address anywhere, so you will not receive a newsletter through it.",
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
  subscription: {
    thankYou: {
      message:
        "Almost done: we have sent you an email. Open it and press the button to confirm your subscription within 48 hours. No email after a few minutes? Look in your spam folder.",
    },
    confirm: {
      metaTitle: "Confirm your subscription – Skattlyktan",
      title: "Confirm your subscription",
      body: "Press the button to confirm that you want Skattlyktan's free newsletter.",
      button: "Confirm subscription",
      submitting: "Confirming…",
      doneTitle: "Your subscription is confirmed",
      doneBody: "Thank you! We have sent you a welcome email. Every email has a link to unsubscribe.",
      back: "Back to home",
    },
    unsubscribe: {
      metaTitle: "Unsubscribe – Skattlyktan",
      title: "Unsubscribe",
      body: "Press the button to stop getting Skattlyktan's newsletter. It takes effect at once.",
      button: "Unsubscribe",
      submitting: "Unsubscribing…",
      doneTitle: "You are unsubscribed",
      doneBody:
        "We will not send you the newsletter again. Changed your mind? You can sign up again at any time.",
      invalidTitle: "This link does not work",
      invalidBody:
        "The link may be incomplete. Copy the whole link from the email, or use the unsubscribe link in a newer email from us.",
      signUpAgain: "Sign up again",
    },
    expired: {
      metaTitle: "Link used or expired – Skattlyktan",
      title: "This link has been used or has expired",
      body: "A confirmation link works once, for 48 hours. Sign up again and we will send you a new link.",
      signUpAgain: "Sign up again",
    },
    errors: {
      invalidEmail: "Enter a valid email address, such as name@example.com.",
      emailTooLong: "That address is too long. An email address has at most 254 characters.",
      rateLimited: "Too many attempts from your connection. Wait a few minutes and try again.",
      refused: "We could not save your address right now. Please try again in a moment.",
      unreachable: "We could not reach our server. Check your internet connection and try again.",
      tryAgain: "Try again",
    },
  },
};

/** The newsletter's mails (live mode), read by the server only (server/newsletter/mail/), so no page
 * loads them. `seMail` in se.ts must match it key for key. */
export const enMail = {
  brand: "Skattlyktan",
  greeting: "Hello,",
  confirmSubject: "Confirm your subscription to Skattlyktan",
  confirmIntro:
    "Someone, hopefully you, asked for Skattlyktan's free newsletter about the Swedish tax changes to be sent to this address.",
  confirmAction: "Confirm my subscription",
  confirmExpiry: "The link works once and is valid for 48 hours.",
  confirmIgnore:
    "If you did not sign up, ignore this email. Without a confirmation we send you nothing more, and we delete the address after 7 days.",
  welcomeSubject: "Welcome to Skattlyktan's newsletter",
  welcomeTitle: "You are subscribed",
  welcomeBody: [
    "Thank you for confirming. You will get short, plain-language news when tax rules or deadlines change, and a note when our free courses open.",
    "We write only when there is something new to tell you, and every email has a link to unsubscribe.",
  ],
  welcomeSiteLink: "Read the guides on our site",
  footerReason:
    "You get this email because this address signed up for Skattlyktan's newsletter at {site}.",
  footerUnsubscribe: "Unsubscribe",
  footerCompany: "Skattlyktan Utbildning AB, Stockholm, Sweden",
  footerDisclaimer: "General information, not professional tax advice.",
};
