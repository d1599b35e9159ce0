import { Plural, Trans, useLingui } from '@lingui/react/macro';

import { orderNumber } from '@/features/orders';

import type { DeskNumbers } from '../hooks/use-desk-numbers';
import { deskOrderPath } from '../logic/paths';
import { CARD, LINK } from './desk-home-look';
import { Link } from '@/components/link';

/** The orders waiting on the operator: paid ones to ship (the newest named), and payments to review. */
export function WaitingOnYou({ numbers }: { numbers: DeskNumbers }) {
  const { t } = useLingui();
  const { toShip, toReview } = numbers;
  const nextToShip = numbers.nextToShip.map((order, at) => (
    <span key={order.id}>
      {at > 0 && ', '}
      <Link to={deskOrderPath(order.id)} className={`font-mono ${LINK}`}>
        {orderNumber(order.id)}
      </Link>
    </span>
  ));
  return (
    <section aria-labelledby="desk-home-waiting" className={CARD}>
      <h4 id="desk-home-waiting" className="mb-2 font-semibold">
        {t`Waiting on you`}
      </h4>
      <p>
        {nextToShip.length > 0 ? (
          <Plural
            value={toShip}
            one={
              <Trans>
                <span className="font-semibold">#</span> paid order to ship, newest first: {nextToShip}
              </Trans>
            }
            other={
              <Trans>
                <span className="font-semibold">#</span> paid orders to ship, newest first: {nextToShip}
              </Trans>
            }
          />
        ) : (
          <Plural
            value={toShip}
            one={
              <Trans>
                <span className="font-semibold">#</span> paid order to ship
              </Trans>
            }
            other={
              <Trans>
                <span className="font-semibold">#</span> paid orders to ship
              </Trans>
            }
          />
        )}
      </p>
      <p>
        {toReview > 0 ? (
          <Plural
            value={toReview}
            one={
              <Trans>
                <span className="font-semibold">#</span> payment to review:{' '}
                <a href="#desk-review-queue" className={LINK}>
                  go to the review queue
                </a>
              </Trans>
            }
            other={
              <Trans>
                <span className="font-semibold">#</span> payments to review:{' '}
                <a href="#desk-review-queue" className={LINK}>
                  go to the review queue
                </a>
              </Trans>
            }
          />
        ) : (
          <Plural
            value={toReview}
            one={
              <Trans>
                <span className="font-semibold">#</span> payment to review
              </Trans>
            }
            other={
              <Trans>
                <span className="font-semibold">#</span> payments to review
              </Trans>
            }
          />
        )}
      </p>
    </section>
  );
}
