/** Words of /hr/prompts (002 §2 HR; messages.tsv). */
export const PROMPT_STRINGS = {
  title: 'ATS Prompts Management',
  promptKey: 'Prompt key',
  choosePrompt: 'Choose a prompt',
  created: 'Created',
  updated: 'Last updated',
  edit: 'Edit Prompt',
  cancel: 'Cancel',
  save: 'Save Changes',
  unsaved: 'You have unsaved changes',
  characters: (n: number) => `${n.toLocaleString('en-CA')}/20,000 characters`,
  saved: (key: string) => `Prompt "${key}" updated`,
  prompt: 'Prompt',
  analyzer: 'Resume analyzer',
  analyzerHelp: (analyzer: string) =>
    analyzer === 'Deterministic'
      ? 'Resumes are read by the built-in deterministic analyzer: prompts are kept for an LLM analyzer but not used.'
      : `Resumes are read by ${analyzer} with the prompt resume.parse; scores and statuses always come from the scoring criteria.`,
  builtIn: 'Built-in default, not saved yet',
} as const;
