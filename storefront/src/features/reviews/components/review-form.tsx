import { Button, Card, MessageBox, SelectField, TextAreaField } from '@torget/ui';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useT, type MessageId } from '../../../lib/i18n';
import { postReview } from '../api/post-review';

/** docs/product.md §2: the rating words, 1 to 5 (Poor, Fair, Good, Very good, Excellent). */
export const RATING_WORDS = [
  'review.rating.1',
  'review.rating.2',
  'review.rating.3',
  'review.rating.4',
  'review.rating.5',
] as const satisfies readonly MessageId[];

type Errors = { rating?: string; comment?: string; form?: string };

/** docs/product.md §5: rating and comment are both needed, with the spec's messages beside their fields. */
export function validateReview(
  rating: string,
  comment: string,
  t: (id: 'review.ratingRequired' | 'review.commentRequired') => string,
): Errors {
  const errors: Errors = {};
  if (!rating) errors.rating = t('review.ratingRequired');
  if (!comment.trim()) errors.comment = t('review.commentRequired');
  return errors;
}

/** The signed-in user's review form; the server's message (e.g. a second review) shows as an alert. */
export function ReviewForm({ productId, onReviewed }: { productId: string; onReviewed: () => void }) {
  const { t } = useT();
  const [rating, setRating] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReview(rating, comment, t);
    setErrors(found);
    if (found.rating || found.comment) return;
    setSending(true);
    try {
      await postReview(productId, { rating: Number(rating), comment: comment.trim() });
      setDone(true);
      setRating('');
      setComment('');
      onReviewed();
    } catch (error) {
      setErrors({ form: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card as="form" onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title">{t('review.formTitle')}</h3>
      {done && <MessageBox variant="success">{t('review.submitted')}</MessageBox>}
      {errors.form && <MessageBox variant="danger">{errors.form}</MessageBox>}
      <SelectField
        label={t('review.rating')}
        value={rating}
        onChange={(e) => setRating(e.target.value)}
        error={errors.rating}
      >
        <option value="">{t('review.select')}</option>
        {RATING_WORDS.map((word, index) => (
          <option key={word} value={index + 1}>
            {t('review.ratingOption', { rating: index + 1, word: t(word) })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('review.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        error={errors.comment}
        maxLength={2000}
      />
      <Button type="submit" disabled={sending}>
        {t('review.submit')}
      </Button>
    </Card>
  );
}
