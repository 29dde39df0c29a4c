/** The words of the Company Info screen (001 §2, §5, §8). */
export const companyInfoStrings = {
  title: 'Company Info',
  description: 'Every field is required.',
  save: 'Save',
  reset: 'Reset',
  updated: 'Company info has been updated',
  sections: {
    company: 'Company',
    address: 'Address',
    invoicing: 'Invoicing and accounting export',
    taxes: 'Exchange rate and federal taxes',
    provincial: 'Provincial and territorial HST',
  },
  provincialDescription: 'Rate (%) and accounting code per province or territory.',
  percent: '%',
};
