import { customFieldsResource } from '@punchline/contracts';
import { defineServerResource } from './server-resources';

// A custom field keeps its choices only while it is a choice field, and its true/false labels only
// while it is a yes/no field: the form hides them for other types (showWhen), so a type changed
// later would otherwise keep values nobody can see or edit, and exports would show them.
defineServerResource(customFieldsResource, {
  hooks: {
    beforeSave: (_ctx, values) => ({
      ...values,
      choices: values.type === 'choice' ? values.choices : [],
      boolTrueLabel: values.type === 'bool' ? values.boolTrueLabel : null,
      boolFalseLabel: values.type === 'bool' ? values.boolFalseLabel : null,
    }),
  },
});
