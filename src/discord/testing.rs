//! For tests only: waiting until what a moved clock made due has fired and been sent. The bot
//! itself never waits like this; a test on a manual clock does, after moving it.

use std::time::{Duration, Instant};

use super::data::Data;

impl Data {
    /// What tests wait on ([`TestSupport`]).
    pub fn test_support(&self) -> TestSupport<'_> {
        TestSupport { data: self }
    }
}

/// The waits tests need, polling the scheduler and the outbox.
pub struct TestSupport<'a> {
    data: &'a Data,
}

impl TestSupport<'_> {
    /// Waits until every timer due by the clock's time now has fired, the scheduler having
    /// started (it waits for ever if the scheduler never starts), and the outbox has sent what
    /// those timers wrote.
    pub async fn settled(&self) {
        self.data.scheduler.settled().await;
        self.outbox_sent().await;
    }

    /// Waits until a whole pass over what quiet hours held and the digests due has run, one
    /// that began after this call: what the clock's time now made due has then been sent (or
    /// failed), not merely marked as sent. Waits for ever if the outbox was never started.
    pub async fn quiet_passed(&self) {
        let mut passes = self.data.quiet_passes.subscribe();
        let asked = *passes.borrow_and_update();
        // The pass under way when asked may have read the store before the clock moved.
        let _ = passes.wait_for(|done| *done >= asked + 2).await;
    }

    /// Waits until the outbox has sent everything written so far, or 10 s have passed (a row
    /// Discord keeps refusing waits longer).
    pub async fn outbox_sent(&self) {
        let until = Instant::now() + Duration::from_secs(10);
        while Instant::now() < until {
            match self.data.store.outbox_depth().await {
                Ok(depth) if depth.rows > 0 => {}
                _ => return,
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}
