/**
 * The full text of each free guide, rendered to PDF by `npm run assets:guides`. Edit the words here,
 * regenerate, then update `pages` in guides.ts if the generator asks you to.
 *
 * Keep to characters in the Windows-1252 set (straight or curly quotes, dashes, bullets): the PDFs
 * use the standard PDF fonts, which cannot draw anything else.
 */
import type { GuideSlug } from "./guides";

export type GuideSection = { heading: string; paragraphs?: readonly string[]; bullets?: readonly string[] };

const notLegalAdvice =
  "This guide is general information, not legal advice. Family law differs from state to state and every family is different, so talk with a licensed family-law attorney where you live before you act on anything here. Reading it does not create an attorney-client relationship.";

export const guideSections: Record<GuideSlug, readonly GuideSection[]> = {
  "divorce-preparation-checklist": [
    {
      heading: "Before you begin",
      paragraphs: [
        "The people who come through a divorce in the best shape are rarely the ones with the most money or the toughest lawyer. They are the ones who were organized. Every hour you spend gathering paperwork now is an hour you do not pay a professional to chase it later, and every question you can answer about your finances makes your negotiations faster and fairer.",
        "Work through this checklist at your own pace. Keep copies of everything in one place that only you can reach: a folder at a trusted friend's home, a locked drawer at work, or a password-protected cloud account your spouse cannot open.",
      ],
    },
    {
      heading: "Your first steps",
      bullets: [
        "Put safety first. If you fear for your safety or your children's, call 911 in an emergency or the National Domestic Violence Hotline (1-800-799-7233), and tell any lawyer or mediator about it at your first meeting.",
        "Talk to a family-law attorney before you move out, file anything or sign anything. Where you live during the case can affect custody and the family home.",
        "Check your state's residency requirement and any waiting or separation period, which decide when and where you can file.",
        "Open a checking account in your own name and have a credit card in your own name.",
        "Change the passwords on your email, phone, cloud storage and social media, and turn on two-step verification.",
        "Start a private notebook: dates, important conversations, who cares for the children and when, and the money that comes in and goes out.",
        "Stay off social media about your marriage. Assume your spouse's lawyer, and a judge, will read anything you post or text.",
        "Build a support team: a therapist or counselor, a friend you trust and, when it is time, a lawyer or mediator.",
      ],
    },
    {
      heading: "Documents to gather: income",
      bullets: [
        "Federal and state tax returns for the last three years, with every schedule and attachment.",
        "W-2s, 1099s and K-1s for the same years, and your most recent pay stubs for both spouses.",
        "If either of you owns a business: its tax returns, profit-and-loss statements, balance sheets and bank statements.",
        "Records of bonuses, commissions, stock options, restricted stock units and deferred compensation, including the grant agreements.",
        "Any other income: rental properties, pensions, Social Security, disability, trust distributions.",
      ],
    },
    {
      heading: "Documents to gather: what you own and what you owe",
      bullets: [
        "Bank statements for every checking, savings and money-market account (ideally 12 to 36 months).",
        "Brokerage and investment statements, including cryptocurrency accounts and wallets.",
        "Retirement accounts: 401(k), 403(b), IRA, pension and deferred-compensation statements, plus each plan's summary description.",
        "Real estate: deeds, mortgage and home-equity statements, property tax bills and any recent appraisal.",
        "Vehicle titles and loan statements; titles for boats or recreational vehicles.",
        "Life insurance policies, especially whole or universal life policies with a cash value.",
        "Credit card, student loan, personal loan and medical debt statements, and a current credit report.",
        "Any prenuptial or postnuptial agreement.",
        "Proof of separate property: records of assets you owned before the marriage, inheritances and gifts made to you alone.",
        "A list of valuable household items (art, jewelry, collections), with photos.",
      ],
    },
    {
      heading: "Map your finances",
      bullets: [
        "List every account: institution, type, whose name is on it, the last four digits and the approximate balance.",
        "Write down your household's monthly spending now, then estimate what you will need to live on your own.",
        "Get your free credit reports at annualcreditreport.com and look for accounts you did not know about.",
        "Note which debts are joint and which are in one name only.",
        "Inventory any safe deposit box, and photograph its contents if you can do so lawfully.",
      ],
    },
    {
      heading: "What to avoid",
      bullets: [
        "Do not hide, move or spend down assets. Courts treat it harshly, and in many states filing or serving divorce papers triggers automatic orders that forbid it.",
        "Do not empty joint accounts, run up joint credit or make large purchases without advice.",
        "Do not cancel insurance or change beneficiaries on your own; that can violate court orders.",
        "Do not read your spouse's email, texts or private accounts, or record conversations, without asking a lawyer first. It may be illegal where you live.",
        "Do not involve your children in adult decisions, or introduce them to a new partner early in the process.",
      ],
    },
    {
      heading: "Questions to ask a lawyer at your first meeting",
      bullets: [
        "How many cases like mine do you handle, and how often do they settle rather than go to trial?",
        "Would mediation or collaborative divorce work in my situation? Why or why not?",
        "How are property and debts divided in our state? Is our state a community-property state?",
        "How do courts here approach custody, parenting time, child support and spousal support?",
        "Do I need temporary orders while the case is pending?",
        "What should I do, and not do, right now?",
        "What is your retainer, your hourly rate and your paralegal's rate? How do you bill calls and emails?",
        "What do you estimate my case will cost, and how long will it take in this county?",
        "Who else will work on my case, and how quickly do you return calls and messages?",
      ],
    },
    {
      heading: "About this guide",
      paragraphs: [
        notLegalAdvice,
        "For more on every step of this checklist, listen to Untangled: The Divorce Podcast with Claire Morrow.",
      ],
    },
  ],
  "co-parenting-communication-guide": [
    {
      heading: "The goal: a business-like partnership",
      paragraphs: [
        "Your marriage is ending; your family is changing shape. Children do best when their parents can cooperate, or at least keep conflict away from them. You do not have to be friends with your co-parent. Aim instead for a respectful, business-like partnership whose only project is raising your children well.",
        "Three habits carry most families a long way: keep the focus on the children, keep messages short and factual, and keep your promises about time, money and schedules.",
      ],
    },
    {
      heading: "What a strong parenting plan covers",
      bullets: [
        "Regular schedule: which nights and weekends the children spend with each parent. Common patterns include alternating weeks, 2-2-3 and 2-2-5-5 rotations, and every-other-weekend with a midweek visit.",
        "Holidays and vacations: birthdays, Mother's Day and Father's Day, school breaks and summer. Holiday time usually overrides the regular schedule.",
        "Exchanges: where, when and who drives. Naming the place and time avoids weekly negotiation.",
        "Decision-making: how you will decide about education, non-emergency health care, religion and activities, and what happens if you disagree.",
        "Communication: how parents talk to each other, and when the children can call or video-chat with the other parent.",
        "Shared expenses: beyond child support, who pays for activities, school costs, uninsured medical bills, and how and when you will reimburse each other.",
        "Travel and relocation: notice for out-of-state trips, passports, and the process if either parent wants to move.",
        "Resolving disputes: a first step, such as returning to mediation, before anyone files in court.",
        "Regular reviews: a plan that fits a toddler will not fit a teenager, so agree to revisit it as your children grow.",
      ],
    },
    {
      heading: "Answering difficult messages: the BIFF response",
      paragraphs: [
        "The BIFF method, developed by attorney and therapist Bill Eddy of the High Conflict Institute, is a simple way to answer a hostile or provocative message without escalating it. A BIFF response is:",
      ],
      bullets: [
        "Brief: a short paragraph. The longer the reply, the more there is to argue with.",
        "Informative: straight facts about the issue that needs a decision, with no opinions about the other parent.",
        'Friendly: a neutral or courteous tone, such as "Thanks for letting me know."',
        "Firm: it ends the exchange, or offers two clear choices and a deadline for an answer.",
      ],
    },
    {
      heading: "A BIFF response in practice",
      paragraphs: [
        "The message you receive: \"You were late AGAIN on Sunday. You obviously don't care about the kids' schedule. If this keeps happening I'm calling my lawyer.\"",
        "A BIFF reply: \"Thanks for letting me know. Traffic held me up on Sunday and I'm sorry for the wait. I'll plan to leave earlier from now on. If I'm ever running more than ten minutes late, I'll text you by 5:30. See you at the school on Friday at 3:15.\"",
        "Before you press send: wait a few hours unless it is urgent, leave out sarcasm and old grievances, and read it as if a judge will. One day, one might. Resist the urge to justify, argue, defend or explain; you do not need to win the exchange, only settle the issue.",
      ],
    },
    {
      heading: "Handoffs without drama",
      bullets: [
        "Be on time and keep exchanges brief. A handoff is not the moment to discuss money or the case.",
        "Use school or daycare as the exchange point when you can: one parent drops off, the other picks up, and the children avoid a tense doorstep.",
        "Choose neutral, public places if exchanges have been tense, and stay in the car if that keeps the peace.",
        "Send a consistent bag with the children's medication, homework and the comfort item that travels with them.",
        "Greet your co-parent politely in front of the children. They notice.",
        "If there are safety concerns, ask your lawyer about supervised exchanges at a family visitation center.",
      ],
    },
    {
      heading: "Tools that lower conflict",
      bullets: [
        "A co-parenting app such as OurFamilyWizard, TalkingParents or AppClose keeps messages, calendars and expenses in one place in a time-stamped record that many courts accept. Some courts order their use.",
        "A shared online calendar for the schedule, activities, school events and medical appointments.",
        "One topic per message, in writing, with a clear question and a date you need an answer by.",
        "An expense log with receipts, so reimbursement does not become a fight.",
        'If conflict stays high, a parenting coordinator or a "parallel parenting" arrangement, where each household runs independently with minimal contact.',
      ],
    },
    {
      heading: "Talking with your children",
      bullets: [
        "Tell them together if you can, with a simple, agreed explanation and without blame.",
        "Tell them clearly that the divorce is not their fault and that they cannot fix it.",
        "Say, and show, that both parents love them and will keep taking care of them.",
        "Explain what will change and what will stay the same: school, friends, pets, activities.",
        "Match the detail to their age. Young children need routine and concrete answers; school-age children often worry about fairness and logistics; teenagers can give their views on schedules, but should never be asked to choose between parents.",
        "Never make them messengers, spies or confidants, and never criticize the other parent in front of them.",
        "Keep routines steady, listen to their feelings without arguing with them, and watch for changes in sleep, school or behavior. A child therapist can help.",
      ],
    },
    {
      heading: "About this guide",
      paragraphs: [
        notLegalAdvice,
        "For more on co-parenting, listen to Untangled: The Divorce Podcast with Claire Morrow.",
      ],
    },
  ],
  "mediation-vs-litigation": [
    {
      heading: "You have more choices than you think",
      paragraphs: [
        "Most people picture divorce as two lawyers arguing in a courtroom. In reality, the large majority of divorces settle without a trial, and you can choose the process you use to reach that settlement. The process you choose shapes the cost, the time, how much control you keep and how you and your former spouse will get along afterward.",
      ],
    },
    {
      heading: "Mediation",
      paragraphs: [
        'A trained, neutral mediator meets with both spouses, together or in separate rooms (a "caucus"), to help you reach agreements on parenting, support and property. The mediator does not decide anything and does not represent either of you. Discussions are generally confidential.',
        "When you agree, the mediator or one of your attorneys writes the terms into a settlement agreement or memorandum of understanding, which your attorneys review and which becomes part of your divorce judgment once the court approves it. Many courts require mediation of custody disputes before a hearing.",
        "Mediation works best when both spouses can speak for themselves and are willing to share financial information honestly. It is often not appropriate when there is domestic violence, coercive control or intimidation, unless the mediator is specially trained and safety measures are in place.",
      ],
    },
    {
      heading: "Collaborative divorce",
      paragraphs: [
        "Each spouse hires a lawyer trained in collaborative practice, and everyone signs a participation agreement promising to settle without going to court. If the process breaks down, both collaborative lawyers must withdraw, which gives everyone a strong reason to keep working. The team often includes a neutral financial specialist, a divorce coach and a child specialist, and most of the work happens in four-way meetings.",
      ],
    },
    {
      heading: "Attorney negotiation and arbitration",
      paragraphs: [
        "In a traditional negotiated divorce, each spouse has a lawyer and the lawyers trade proposals, sometimes with a settlement conference. Arbitration is a private trial: you and your spouse hire an arbitrator who hears evidence and makes a decision, usually faster and more privately than a court. Whether arbitration can decide custody issues, and whether its decision can be appealed, depends on your state.",
      ],
    },
    {
      heading: "Litigation",
      paragraphs: [
        "In litigation, a judge decides what the two of you cannot. The case moves through formal discovery (written questions, document requests, subpoenas and depositions), motions, temporary-orders hearings and, if nothing settles, a trial. Court filings are generally public record. Litigation is the right tool when a spouse hides assets, refuses to negotiate, or when safety is at risk, and even litigated cases often settle before trial.",
      ],
    },
    {
      heading: "Cost and time, compared",
      paragraphs: [
        "Costs vary widely with where you live and how much you disagree, so treat these as rough, illustrative ranges rather than quotes.",
      ],
      bullets: [
        "Mediation: often a few thousand dollars to around $10,000 in total, shared by both spouses, plus any consulting attorney. Typically a few sessions spread over one to four months once your financial information is gathered.",
        "Collaborative divorce: commonly in the tens of thousands of dollars for the two of you, because each spouse has a lawyer and the team has professionals. Often six months to a year.",
        "Attorney negotiation: depends on how quickly the lawyers agree; costs rise with each round of letters and discovery.",
        "Litigation through trial: often tens of thousands of dollars per spouse, and well beyond $100,000 each in complex or high-conflict cases. A year or two, sometimes longer.",
        "Waiting periods: whatever path you choose, many states impose a waiting period before a divorce can be final, from a few weeks to six months or more, and some require a period of separation before you can file.",
      ],
    },
    {
      heading: "Questions to help you choose",
      bullets: [
        "Can we each say what we need without being talked over or afraid?",
        "Are we both willing to put every asset and debt on the table?",
        "How important are privacy, speed and cost to us?",
        "Do we want to make the decisions ourselves, or do we need someone to decide for us?",
        "Will we be co-parenting for years, and how will this process affect that relationship?",
      ],
    },
    {
      heading: "How to prepare for mediation",
      bullets: [
        "Meet with your own family-law attorney first, so you know your rights and the range of likely outcomes in court.",
        "Gather your financial documents and complete any financial disclosure forms your state requires.",
        "Know your budget: what you spend now and what you will need in two households.",
        'Separate your positions ("I want the house") from your interests ("I want the children to stay in their school"). Interests leave more room for creative solutions.',
        "Know your best alternative if you do not agree, and what going to court would likely cost you in money and time.",
        "Bring a short list of priorities and the questions you need answered.",
        "Arrange childcare and give yourself quiet time before and after each session.",
        "Ask for a break or a private caucus whenever you need one.",
        "Never sign an agreement under pressure. Take the draft home and have your own attorney review it before you sign.",
      ],
    },
    {
      heading: "Questions to ask a prospective mediator",
      bullets: [
        "What is your training and background: law, mental health or finance?",
        "How many divorces have you mediated, and do they include cases with children or a business?",
        "Do you screen for domestic violence, and how do you keep sessions safe and balanced?",
        "What do you charge, is there a retainer, and who drafts the final agreement?",
      ],
    },
    {
      heading: "About this guide",
      paragraphs: [
        notLegalAdvice,
        "For more on choosing a divorce process, listen to Untangled: The Divorce Podcast with Claire Morrow.",
      ],
    },
  ],
  "financial-first-steps-after-divorce": [
    {
      heading: "The decree is a starting line",
      paragraphs: [
        "Signing the final papers feels like the end, but your settlement only protects you once it is carried out. Accounts have to be retitled, plans divided, beneficiaries changed and debts refinanced. Many of the problems I see years after a divorce come from steps that were agreed and never finished. Use this guide for your first 90 days.",
      ],
    },
    {
      heading: "Start with your decree",
      bullets: [
        "Keep a certified copy of your judgment and settlement agreement somewhere safe; banks, plan administrators and agencies will ask for it.",
        "Make a list of every deadline in it: transfers of accounts and property, refinancing, the sale of a home, the start of support payments.",
        "Put each deadline on your calendar with a reminder two weeks ahead.",
        "Note which debts you are responsible for, and which ones your former spouse must pay.",
      ],
    },
    {
      heading: "Build your new budget",
      bullets: [
        "List your take-home income, including any child or spousal support.",
        "List fixed costs (housing, insurance, car, childcare) and variable costs (food, fuel, activities).",
        "Plan for costs that used to be shared: a second set of children's things, home repairs, subscriptions.",
        "Build an emergency fund toward three to six months of essential expenses, starting small if you need to.",
        "Revisit the budget after three months, once you know your real numbers.",
      ],
    },
    {
      heading: "Separate your accounts",
      bullets: [
        "Close or retitle joint bank and credit accounts as your agreement directs, and remove former authorized users.",
        "Move direct deposits and automatic payments to accounts in your own name.",
        "Change passwords, PINs and security questions on every financial account.",
        "Update your mailing address, phone number and email with every institution.",
      ],
    },
    {
      heading: "Protect and rebuild your credit",
      bullets: [
        "Your divorce decree does not bind your creditors. If a joint debt is assigned to your former spouse and goes unpaid, the lender can still pursue you and your credit can suffer. Refinance or close joint debts as soon as possible.",
        "Check your credit reports from Equifax, Experian and TransUnion at annualcreditreport.com, and dispute anything wrong.",
        "Consider a credit freeze with all three bureaus if you are worried about accounts opened in your name.",
        "If you have little credit in your own name, start with one card you pay in full each month, or a secured card.",
      ],
    },
    {
      heading: "Home, vehicles and other property",
      bullets: [
        "Record any deed transferring the home, and refinance the mortgage if your agreement requires one spouse's name to come off it.",
        "Transfer vehicle titles and registrations, and update the insurance on each.",
        "Move investment accounts into your name with the transfer forms each firm requires.",
      ],
    },
    {
      heading: "Retirement accounts and QDROs",
      bullets: [
        "Dividing a 401(k), 403(b) or private pension usually requires a qualified domestic relations order (QDRO): a separate court order the plan administrator must approve.",
        "Have the QDRO drafted, approved by the plan and entered by the court promptly. Delay is risky: if your former spouse retires, borrows against the account or dies first, your share can be reduced or lost.",
        "A payment from a 401(k) to a former spouse under a QDRO is still taxable income, but it is exempt from the 10% early-withdrawal penalty. Rolling it into your own IRA keeps it tax-deferred.",
        'IRAs are not divided by QDRO. They are split by a direct transfer "incident to divorce," which is tax-free when done correctly; the early-withdrawal exception for QDROs does not apply to IRAs.',
        "Military, federal and state government pensions have their own order types and rules. Ask your attorney which one applies.",
        "If your marriage lasted ten years or more and you have not remarried, you may qualify for Social Security benefits based on your former spouse's record from age 62, without reducing theirs.",
      ],
    },
    {
      heading: "Insurance",
      bullets: [
        "Health: if you were covered through your spouse's employer plan, you can usually continue it under COBRA for up to 36 months, but you must notify the plan within 60 days of the divorce. Losing coverage also opens a special enrollment period on the Health Insurance Marketplace.",
        "Life insurance: if your agreement requires coverage to secure child or spousal support, confirm the policy, owner and beneficiary are set up as ordered.",
        "Home, renters and auto: put new policies in your own name, with your own address.",
        "Disability: if you rely on your own income, or on support, consider disability coverage.",
      ],
    },
    {
      heading: "Taxes",
      bullets: [
        "Your filing status depends on whether you are married on December 31. If your divorce is final by then, you file as single, or as head of household if you qualify.",
        "Update your Form W-4 with your employer so your withholding fits your new situation.",
        "Spousal support under agreements made after 2018 is neither deductible by the payer nor taxable to the recipient on your federal return. Child support is never taxable or deductible.",
        "Generally only one parent can claim each child. By default it is the parent the child lived with for more of the year, unless that parent releases the claim on IRS Form 8332.",
        "Property transferred between spouses as part of a divorce is usually not taxed at the time, but the receiving spouse takes on the original tax basis. Ask for basis records for any home or investments you keep.",
        "Talk with a tax professional before your first return after divorce.",
      ],
    },
    {
      heading: "Update your estate documents",
      bullets: [
        "Write a new will, and review any trust you created during the marriage.",
        "Sign new financial and health-care powers of attorney and a new advance directive.",
        "Change the beneficiaries on retirement accounts, life insurance and payable-on-death or transfer-on-death accounts, if your agreement allows. Some state laws revoke gifts to a former spouse automatically, but they do not reach every employer plan, so change the designations directly.",
        "Name a guardian for minor children and consider a trust to manage any money they would inherit.",
        "If you are changing your name, update your Social Security record first, then your driver's license, passport, bank accounts and employer records.",
      ],
    },
    {
      heading: "About this guide",
      paragraphs: [
        notLegalAdvice,
        "For more on rebuilding your financial life, listen to Untangled: The Divorce Podcast with Claire Morrow.",
      ],
    },
  ],
};
