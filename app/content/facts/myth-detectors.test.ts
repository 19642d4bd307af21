import { describe, expect, it } from "vitest";
import { course1Facts } from "./course-facts-course1";
import { course2Facts } from "./course-facts-course2";
import { course3Facts } from "./course-facts-course3";
import { myths } from "./course-facts-myths";
import { mythDetectors, mythSentences, statesMyth } from "./myth-detectors";

describe("the myth detectors", () => {
  it.each(mythDetectors.map((detector) => [detector.myth, detector] as const))(
    "catch a wrong sentence in both languages: %s",
    (_, detector) => {
      expect(statesMyth(detector, detector.wrong.en)).toBe(true);
      expect(statesMyth(detector, detector.wrong.se)).toBe(true);
    },
  );

  // content-brief.md's digital-declaration row ("the app, SMS or phone; e-legitimation such as BankID")
  // reads as the very conflation course-facts.md corrects, so only course-facts.md's rows are read here.
  it("let course-facts.md's corrections and rows through, where a myth may be denied", () => {
    const texts = [
      ...myths.map((myth) => myth.statement),
      ...[course1Facts, course2Facts, course3Facts].flatMap((table) =>
        table.facts.map((fact) => fact.statement),
      ),
    ];
    const deniable = mythDetectors.filter((detector) => detector.mayBeDenied);
    const flagged = deniable.flatMap((detector) =>
      texts.flatMap((text) =>
        mythSentences(detector, text).map((sentence) => `${detector.myth}: ${sentence}`),
      ),
    );
    expect(flagged).toEqual([]);
  });

  it.each([
    "Approving the return by SMS or phone does not use BankID.",
    "The app approves it unchanged or adds a travel deduction; SMS and phone only approve an unchanged return.",
    "You can add a travel deduction in the app or the e-service, but by SMS or phone you can only approve it unchanged.",
    "By SMS or phone you cannot add a travel deduction.",
    "Appen godkänner oförändrad eller lägger till reseavdrag; sms och telefon godkänner bara en oförändrad deklaration.",
    "Via sms eller telefon kan du inte lägga till reseavdrag.",
    "Approve it in the app on your phone and add the travel deduction at box 2.1.",
    "There is no tax reduction for union fees today: the last one applied to fees paid July 1, 2018 – March 31, 2019.",
    "Fackavgiften ger ingen skattereduktion i dag; den senaste gällde avgifter som betalades 1 juli 2018 – 31 mars 2019. Bara a-kasseavgiften ger reduktion.",
    "Från 66 år är brytpunkten 760 500 kr för 2026.",
    "Without an e-ID, you could approve it by text message or phone with the security codes printed with your return.",
    "Utan e-legitimation kunde du godkänna den via sms eller telefon med säkerhetskoderna som stod på deklarationen.",
    "Enter the whole interest at box 8.8; the calculation applies the half.",
    "Ange hela räntan i ruta 8.8.",
    "The 2026 budget raised the travel threshold to SEK 15,000.",
    "Fribeloppet 300 000 kr beslutades redan i budgeten för 2025.",
    "An early withdrawal is possible in five situations.",
    "Du får ta ut pengarna i förtid i fem fall.",
    "From 2026 the threshold is SEK 15,000 for work travel and travel to a place of education.",
    "There is no general deduction for students.",
    "It is not established how Pillar 3a is taxed in Sweden, so ask Skatteverket.",
    "Du får veta vad Pillar 3a är, vilka regler som kan vara relevanta och vad du ska fråga Skatteverket om.",
  ])("let a correct sentence through: %s", (sentence) => {
    expect(mythDetectors.filter((detector) => statesMyth(detector, sentence)).map((d) => d.myth)).toEqual([]);
  });
});
