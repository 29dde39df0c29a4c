/** The words of System List Maintenance (001 §2, §8). */
export const systemListStrings = {
  title: 'System List Maintenance',
  resourceName: 'list items',
  category: 'Category',
  chooseCategory: 'Choose a category',
  chooseCategoryFirst: 'Choose a category to see its items.',
  addItem: 'Add New System List item',
  modalTitle: 'Create/Update List Item',
  columns: { itemCode: 'Code', value: 'Value' },
  fields: { itemCode: 'Code', value: 'Value', inactive: 'Inactive' },
  created: (code: string) => `Successfully added new list item "${code}"`,
  updated: (code: string) => `List item "${code}" has been updated`,
};
