import { describe, expect, it } from 'vitest';
import { feedbackBodySchema, orgListQuerySchema, requiredText, signInBodySchema } from './index';

describe('contracts', () => {
  it('uses the spec required message for a missing or blank field', () => {
    const result = signInBodySchema.safeParse({ email: '   ' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    expect(messages).toEqual(['email: Email is a required field.', 'password: Password is a required field.']);
    expect(requiredText('Name').safeParse('  Kitchen  ').data).toBe('Kitchen');
  });

  it('accepts feedback with a rating or a comment only', () => {
    expect(feedbackBodySchema.safeParse({ rating: 3 }).success).toBe(true);
    expect(feedbackBodySchema.safeParse({ comments: 'hi' }).success).toBe(true);
    expect(feedbackBodySchema.safeParse({ comments: ' ' }).success).toBe(false);
    expect(feedbackBodySchema.safeParse({ rating: 0, comments: 'x' }).success).toBe(false);
  });

  it('caps list pages at 500 rows', () => {
    expect(orgListQuerySchema.parse({}).limit).toBe(100);
    expect(orgListQuerySchema.safeParse({ limit: '500' }).success).toBe(true);
    expect(orgListQuerySchema.safeParse({ limit: '501' }).success).toBe(false);
  });
});
