import { REVIEW_COMMENT_MAX } from '@torget/contract/browser';
import {
  Button,
  Card,
  Form,
  FormError,
  FormSelectField,
  FormTextAreaField,
  MessageBox,
  useApiForm,
} from '@torget/ui';
import { useState } from 'react';
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

type ReviewValues = { rating: string; comment: string };

/** The signed-in user's review form (docs/product.md §5: rating and comment are both needed, with the spec's messages beside their fields); the server's message (e.g. a second review) shows as an alert. */
export function ReviewForm({ productId, onReviewed }: { productId: string; onReviewed: () => void }) {
  const { t } = useT();
  const form = useApiForm<ReviewValues>({ defaultValues: { rating: '', comment: '' } });
  const [done, setDone] = useState(false);

  const save = async ({ rating, comment }: ReviewValues) => {
    await postReview(productId, { rating: Number(rating), comment: comment.trim() });
    setDone(true);
    form.reset();
    onReviewed();
  };

  return (
    <Card>
      <Form form={form} onSubmit={save} noValidate aria-labelledby="review-form-title">
        <h3 id="review-form-title">{t('review.formTitle')}</h3>
        {done && <MessageBox variant="success">{t('review.submitted')}</MessageBox>}
        <FormError />
        <FormSelectField
          name="rating"
          label={t('review.rating')}
          rules={{ required: t('review.ratingRequired') }}
        >
          <option value="">{t('review.select')}</option>
          {RATING_WORDS.map((word, index) => (
            <option key={word} value={index + 1}>
              {t('review.ratingOption', { rating: index + 1, word: t(word) })}
            </option>
          ))}
        </FormSelectField>
        <FormTextAreaField
          name="comment"
          label={t('review.comment')}
          maxLength={REVIEW_COMMENT_MAX}
          rules={{ validate: (comment: string) => comment.trim() !== '' || t('review.commentRequired') }}
        />
        <Button type="submit" disabled={form.sending}>
          {t('review.submit')}
        </Button>
      </Form>
    </Card>
  );
}
