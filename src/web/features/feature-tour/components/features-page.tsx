import { Check, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { tierBadge, tourCategories } from '../lib/tour';
import { useAutoAdvance } from './use-auto-advance';

/**
 * `/features` (spec §2): the seven categories as a carousel that moves on every 10 seconds, with previous,
 * next and dots. It holds still while hovered or focused, when paused, and for visitors who prefer less motion.
 */
export function FeaturesPage() {
  useDocumentTitle('Features');
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [restart, setRestart] = useState(0);
  const count = tourCategories.length;
  const advance = useCallback(() => setIndex((i) => (i + 1) % tourCategories.length), []);
  const { moving } = useAutoAdvance(advance, !paused && !hovered && !focused, restart);
  const go = (next: number) => {
    setIndex((next + count) % count);
    setRestart((r) => r + 1);
  };
  const category = tourCategories[index] ?? tourCategories[0];
  if (!category) return null;

  return (
    <PublicLayout>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12 sm:px-6">
        <div className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Features</h1>
          <p className="mt-2 text-slate-600">Everything Frontdesk does, and the plan each comes with.</p>
        </div>
        <section
          aria-roledescription="carousel"
          aria-label="Frontdesk features"
          className="grid gap-4"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label="Previous category"
              onClick={() => go(index - 1)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" aria-pressed={paused} onClick={() => setPaused(!paused)}>
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {paused ? 'Play' : 'Pause'}
            </Button>
            <Button variant="outline" size="icon" aria-label="Next category" onClick={() => go(index + 1)}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
          <div aria-live={moving ? 'off' : 'polite'}>
            <Card
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}: ${category.title}`}
              className="grid gap-5 p-6 sm:p-8"
            >
              <div>
                <h2 className="text-2xl font-semibold text-slate-900">{category.title}</h2>
                <p className="mt-1 text-slate-600">{category.summary}</p>
              </div>
              <ul className="grid gap-4 sm:grid-cols-2">
                {category.features.map((feature) => (
                  <li key={feature.name} className="flex gap-3">
                    <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                    <div className="grid gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium text-slate-900">{feature.name}</span>
                        <Badge variant={feature.needs ? 'primary' : 'neutral'}>
                          {tierBadge(feature.needs)}
                        </Badge>
                      </div>
                      <p className="text-sm text-slate-600">{feature.description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
          <div className="flex justify-center gap-2">
            {tourCategories.map((c, i) => (
              <button
                key={c.title}
                type="button"
                aria-label={`Show ${c.title}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                className={cn(
                  'size-3 rounded-full outline-offset-2',
                  i === index ? 'bg-primary-600' : 'bg-slate-300 hover:bg-slate-400',
                )}
              />
            ))}
          </div>
        </section>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href="/promo" className={buttonVariants()}>
            See the launch offer
          </Link>
          <Link href="/login" className={buttonVariants({ variant: 'outline' })}>
            Get started
          </Link>
        </div>
      </div>
    </PublicLayout>
  );
}
