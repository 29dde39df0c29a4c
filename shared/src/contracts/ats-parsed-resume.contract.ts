import * as z from 'zod';

/*
 * A parsed résumé in the JSON Resume shape of 002 §3 "Parsed resume": basics, work, education, skills, languages,
 * certifications, projects, volunteer. Every field is untrusted text read from a sender's file (brief §6f): screens
 * render it as text, and `basics.url` becomes a link only when it is http(s).
 */

const text = z.string().max(2_000);
const optionalText = text.optional();

export const ParsedLocationSchema = z.object({
  address: optionalText,
  city: optionalText,
  region: optionalText,
  postalCode: optionalText,
  countryCode: optionalText,
});

export const ParsedBasicsSchema = z.object({
  name: optionalText,
  label: optionalText,
  email: optionalText,
  phone: optionalText,
  url: optionalText,
  location: ParsedLocationSchema.optional(),
  summary: optionalText,
});

/** An entry of a section: what its first line says, its dates when written, the rest as summary and bullets. */
const entry = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object({
    ...shape,
    startDate: optionalText,
    endDate: optionalText,
    summary: optionalText,
    highlights: z.array(text).max(50).optional(),
  });

export const ParsedWorkSchema = entry({ name: optionalText, position: optionalText });
export const ParsedEducationSchema = entry({ institution: optionalText, area: optionalText, studyType: optionalText });
export const ParsedSkillSchema = z.object({ name: text, keywords: z.array(text).max(50).optional() });
export const ParsedLanguageSchema = z.object({ language: text, fluency: optionalText });
export const ParsedCertificationSchema = z.object({ name: text, issuer: optionalText, date: optionalText });
export const ParsedProjectSchema = entry({ name: optionalText, description: optionalText });
export const ParsedVolunteerSchema = entry({ organization: optionalText, position: optionalText });

export const ParsedResumeSchema = z.object({
  basics: ParsedBasicsSchema,
  work: z.array(ParsedWorkSchema).max(100),
  education: z.array(ParsedEducationSchema).max(100),
  skills: z.array(ParsedSkillSchema).max(200),
  languages: z.array(ParsedLanguageSchema).max(50),
  certifications: z.array(ParsedCertificationSchema).max(100),
  projects: z.array(ParsedProjectSchema).max(100),
  volunteer: z.array(ParsedVolunteerSchema).max(100),
});
export type ParsedResume = z.infer<typeof ParsedResumeSchema>;
export type ParsedBasics = z.infer<typeof ParsedBasicsSchema>;
