# syntax=docker/dockerfile:1
# Build: docker build -t verity .
# Run:   docker run --rm -p 8080:8080 verity

FROM rust:1.95-slim-bookworm AS build
WORKDIR /src
# The commit shown by verity_build_info (the build context has no .git): --build-arg VERITY_GIT_COMMIT=...
ARG VERITY_GIT_COMMIT=unknown
ENV VERITY_GIT_COMMIT=${VERITY_GIT_COMMIT}
# Dependencies first, so a source change does not rebuild them.
COPY Cargo.toml Cargo.lock build.rs ./
RUN mkdir -p src benches tests/api \
 && echo 'fn main() {}' > src/main.rs && touch src/lib.rs \
 && echo 'fn main() {}' > benches/engine.rs && echo 'fn main() {}' > tests/api/main.rs \
 && cargo build --release --locked --bin verity \
 && rm -rf src
COPY src ./src
COPY config ./config
COPY openapi.yaml ./
RUN touch src/main.rs src/lib.rs && cargo build --release --locked --bin verity

# distroless/cc: glibc and libgcc only, no shell, runs as uid 65532.
FROM gcr.io/distroless/cc-debian12:nonroot
COPY --from=build /src/target/release/verity /usr/local/bin/verity
# The binary embeds a table derived from WordNet 3.0, whose licence travels with every copy.
COPY --from=build /src/src/engine/citations/synonyms.LICENSE /usr/share/doc/verity/WORDNET-LICENSE
ENV VERITY_SERVER__BIND=0.0.0.0:8080
EXPOSE 8080
USER 65532:65532
HEALTHCHECK --interval=10s --timeout=3s --start-period=2s --retries=3 \
  CMD ["/usr/local/bin/verity", "healthcheck", "--addr", "127.0.0.1:8080"]
ENTRYPOINT ["/usr/local/bin/verity"]
CMD ["serve"]
