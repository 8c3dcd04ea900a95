//! The fake's API over TLS, as discord.com: a certificate for discord.com signed by a test root
//! (both in `tests/fixtures/tls/`, made once with openssl, valid for a century), so a bot that
//! keeps Discord's URLs and resolves discord.com to the fake can check who it talks to.

use std::net::SocketAddr;
use std::sync::Arc;

use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use tokio::net::TcpListener;
use tokio::sync::mpsc;
use tokio_rustls::TlsAcceptor;
use tokio_rustls::server::TlsStream;

/// The test root certificate (PEM).
pub const ROOT_CERTIFICATE: &str = include_str!("../../../fixtures/tls/ca.pem");
const CERTIFICATE: &str = include_str!("../../../fixtures/tls/discord.com.pem");
const KEY: &str = include_str!("../../../fixtures/tls/discord.com.key.pem");

/// Accepts TCP connections and hands over those whose TLS handshake succeeded (each handshake
/// in a task of its own, so a slow one holds no other back).
pub(crate) struct Listener {
    addr: SocketAddr,
    ready: mpsc::UnboundedReceiver<(TlsStream<tokio::net::TcpStream>, SocketAddr)>,
}

impl Listener {
    pub(crate) async fn bind() -> Listener {
        let tcp = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = tcp.local_addr().unwrap();
        let certs = CertificateDer::pem_slice_iter(CERTIFICATE.as_bytes())
            .collect::<Result<Vec<_>, _>>()
            .expect("the test certificate");
        let key = PrivateKeyDer::from_pem_slice(KEY.as_bytes()).expect("the test key");
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        let mut config = rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .expect("TLS versions")
            .with_no_client_auth()
            .with_single_cert(certs, key)
            .expect("the test certificate and key");
        config.alpn_protocols = vec![b"http/1.1".to_vec()];
        let acceptor = TlsAcceptor::from(Arc::new(config));
        let (tx, ready) = mpsc::unbounded_channel();
        tokio::spawn(async move {
            loop {
                let Ok((stream, peer)) = tcp.accept().await else {
                    continue;
                };
                if tx.is_closed() {
                    return;
                }
                let _ = stream.set_nodelay(true);
                let acceptor = acceptor.clone();
                let tx = tx.clone();
                tokio::spawn(async move {
                    if let Ok(tls) = acceptor.accept(stream).await {
                        let _ = tx.send((tls, peer));
                    }
                });
            }
        });
        Listener { addr, ready }
    }

    pub(crate) fn addr(&self) -> SocketAddr {
        self.addr
    }
}

impl axum::serve::Listener for Listener {
    type Io = TlsStream<tokio::net::TcpStream>;
    type Addr = SocketAddr;

    async fn accept(&mut self) -> (Self::Io, Self::Addr) {
        let Some(accepted) = self.ready.recv().await else {
            // The accepting task never ends while this end lives.
            return std::future::pending().await;
        };
        accepted
    }

    fn local_addr(&self) -> std::io::Result<SocketAddr> {
        Ok(self.addr)
    }
}
